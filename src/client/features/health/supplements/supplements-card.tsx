import { Card } from '@/components/ui/card';
import type { SupplementEntry } from '../../../../shared/health.js';

/** Interim supplements card; the full card with its dialogs replaces it. */
export function SupplementsCard({ supplements }: { date: string; supplements: SupplementEntry[] }) {
  return (
    <Card className="p-4">
      <h2 className="text-lg font-bold">Supplements</h2>
      <ul>
        {supplements.map((s) => (
          <li key={s.id}>{s.name}</li>
        ))}
      </ul>
    </Card>
  );
}
