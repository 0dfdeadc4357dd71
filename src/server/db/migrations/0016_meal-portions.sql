-- Issue 25: a meal item keeps an amount of one portion labelled for one ('2' of 'slice'), never a
-- label with its own count ('1' of '0.5 fillet', '2' of '1 tbsp'), and '100g' is grams. Items
-- saved before are rewritten so, with their text as everything now shows it ('2 tbsp · 28 g').
-- A number that sizes the portion ('6 inch sub', '12 fl oz can') is part of its label, not a count.
UPDATE meals SET items = fixed.items
FROM (
  SELECT m.id, jsonb_agg(
    CASE WHEN p.unit IS NULL THEN e.item
    ELSE e.item || jsonb_build_object(
      'amount', p.amount,
      'unit', p.unit,
      'qty', left(
        CASE WHEN p.unit = 'g' THEN trim_scale(p.amount)::text || ' g'
        ELSE trim_scale(p.amount)::text || ' ' || regexp_replace(p.unit, '\s*\(.*\)\s*$', '')
          || CASE WHEN (e.item->>'portionSize') ~ '^[0-9.]+$' AND (e.item->>'portionSize')::numeric > 0
               THEN ' · ' || round((e.item->>'portionSize')::numeric)::text || ' g' ELSE '' END
        END, 60))
    END ORDER BY e.ord) AS items
  FROM meals m
  CROSS JOIN LATERAL jsonb_array_elements(m.items) WITH ORDINALITY AS e(item, ord)
  CROSS JOIN LATERAL (
    SELECT
      CASE
        WHEN e.item->>'unit' = '100g' THEN round(coalesce((e.item->>'amount')::numeric, 1) * 100, 2)
        WHEN e.item->>'unit' ~ '^[0-9]*\.?[0-9]+\s+\S' AND e.item->>'unit' !~ '^[0-9]*\.?[0-9]+\s*(inch|in\.|"|-|oz|fl oz|ounce|cm|mm|ml|lb|%)' THEN
          round(coalesce((e.item->>'amount')::numeric, 1) * substring(e.item->>'unit' from '^([0-9]*\.?[0-9]+)')::numeric, 2)
      END AS amount,
      CASE
        WHEN e.item->>'unit' = '100g' THEN 'g'
        WHEN e.item->>'unit' ~ '^[0-9]*\.?[0-9]+\s+\S' AND e.item->>'unit' !~ '^[0-9]*\.?[0-9]+\s*(inch|in\.|"|-|oz|fl oz|ounce|cm|mm|ml|lb|%)' THEN regexp_replace(e.item->>'unit', '^[0-9]*\.?[0-9]+\s+', '')
      END AS unit
  ) p
  WHERE jsonb_typeof(m.items) = 'array'
  GROUP BY m.id
) fixed
WHERE fixed.id = meals.id;
