/** A record's own value for a key a person or a model said: never an Object property such as 'constructor'. */
export const ownValue = <V>(record: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
