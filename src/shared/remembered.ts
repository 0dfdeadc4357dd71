/**
 * A pure function of one key that remembers its answers, up to `kept` of them (then it starts
 * again): the text readers ask the same question of the same words many times over, as a text
 * is read clause by clause and each clause again from each word on.
 */
export function remembered<Key, Value>(compute: (key: Key) => Value, kept = 10_000): (key: Key) => Value {
  const answers = new Map<Key, Value>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as Value;
    const value = compute(key);
    if (answers.size >= kept) answers.clear();
    answers.set(key, value);
    return value;
  };
}
