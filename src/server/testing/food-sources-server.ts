import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asyncHandler } from './async-handler.js';

/**
 * A local stand-in for USDA FoodData Central and Open Food Facts, speaking just enough of their
 * HTTP APIs for the adapters (tests never reach the internet). A query containing 'slow' answers
 * after `slowMs`; one containing 'broken' answers 500, and so does FDC_BROKEN_ID. Every request is recorded.
 */
export interface FoodSourcesServer {
  fdcUrl: string;
  offUrl: string;
  requests: { method: string; path: string; body: string }[];
  close(): Promise<void>;
}

/** Looking this FDC id up answers 500. */
export const FDC_BROKEN_ID = 5_000_000;

export const FDC_FIXTURE = {
  branded: {
    fdcId: 2_345_678,
    description: 'GREEK YOGURT, PLAIN',
    dataType: 'Branded',
    brandOwner: 'Example Dairy Co.',
    servingSize: 170,
    servingSizeUnit: 'g',
    householdServingFullText: '1 container',
    foodNutrients: [
      { nutrientNumber: '208', unitName: 'KCAL', value: 59 },
      { nutrientNumber: '203', unitName: 'G', value: 10.2 },
      { nutrientNumber: '205', unitName: 'G', value: 3.6 },
      { nutrientNumber: '204', unitName: 'G', value: 0.4 },
      { nutrientNumber: '307', unitName: 'MG', value: 36 },
      { nutrientNumber: '268', unitName: 'kJ', value: 247 },
    ],
  },
  foundation: {
    fdcId: 1_750_340,
    description: 'Yogurt, Greek, plain, nonfat (Foundation)',
    dataType: 'Foundation',
    foodNutrients: [
      { nutrientNumber: '958', unitName: 'KCAL', value: 61 },
      { nutrientNumber: '203', unitName: 'G', value: 10.3 },
      { nutrientNumber: '205', unitName: 'G', value: 3.64 },
      { nutrientNumber: '204', unitName: 'G', value: 0.37 },
    ],
    foodMeasures: [{ disseminationText: '1 cup', gramWeight: 245 }],
  },
};

export const OFF_FIXTURE = {
  code: '3017620422003',
  product_name: 'Greek yogurt with honey',
  brands: 'Example Farm, Example Group',
  serving_size: '125 g',
  serving_quantity: 125,
  nutriments: {
    'energy-kcal_100g': 120,
    proteins_100g: 8,
    carbohydrates_100g: 12.5,
    fat_100g: '4.2',
    sodium_100g: 0.04,
    'vitamin-d_100g': 0.0000012,
  },
};

export async function startFoodSourcesServer(options: { slowMs?: number } = {}): Promise<FoodSourcesServer> {
  const requests: FoodSourcesServer['requests'] = [];
  const slowMs = options.slowMs ?? 3000;
  const server = http.createServer(
    asyncHandler(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, body });
      const query = url.searchParams.get('search_terms') ?? (body ? (JSON.parse(body) as { query?: string }).query : '') ?? '';
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (query.includes('slow')) await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (query.includes('broken')) return send(500, { error: 'broken' });

      if (url.pathname.startsWith('/fdc/')) {
        if (!url.searchParams.get('api_key')) return send(403, { error: 'API_KEY_MISSING' });
        if (req.method === 'POST' && url.pathname === '/fdc/v1/foods/search') {
          return send(200, { foods: /yogurt|slow/i.test(query) ? [FDC_FIXTURE.branded, FDC_FIXTURE.foundation] : [] });
        }
        const id = Number(url.pathname.match(/^\/fdc\/v1\/food\/(\d+)$/)?.[1]);
        if (id === FDC_BROKEN_ID) return send(500, { error: 'broken' });
        const food = Object.values(FDC_FIXTURE).find((f) => f.fdcId === id);
        if (!food) return send(404, { error: 'not found' });
        return send(200, {
          ...food,
          foodNutrients: food.foodNutrients.map((n) => ({ nutrient: { number: n.nutrientNumber, unitName: n.unitName }, amount: n.value })),
        });
      }
      if (url.pathname.startsWith('/off/')) {
        if (url.pathname === '/off/cgi/search.pl')
          return send(200, { products: /yogurt|slow/i.test(query) ? [OFF_FIXTURE, { code: '1', product_name: '' }] : [] });
        const code = url.pathname.match(/^\/off\/api\/v2\/product\/(\w+)$/)?.[1];
        return code === OFF_FIXTURE.code ? send(200, { status: 1, product: OFF_FIXTURE }) : send(404, { status: 0 });
      }
      send(404, {});
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fdcUrl: `${base}/fdc`,
    offUrl: `${base}/off`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
