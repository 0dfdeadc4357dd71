import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.js';

describe('remembered', () => {
  it('computes each key once and answers the same again, null and undefined answers included', () => {
    const asked: string[] = [];
    const lengthOf = remembered((word: string) => {
      asked.push(word);
      return word === 'none' ? null : word.length;
    });
    expect([lengthOf('apple'), lengthOf('none'), lengthOf('apple'), lengthOf('none')]).toEqual([5, null, 5, null]);
    expect(asked).toEqual(['apple', 'none']);
  });

  it('keeps at most `kept` answers, then starts again', () => {
    let computed = 0;
    const double = remembered((n: number) => {
      computed += 1;
      return n * 2;
    }, 2);
    [1, 2, 3, 1].forEach((n) => expect(double(n)).toBe(n * 2));
    // 3 forgot 1 and 2 (the answers start again when full), so 1 was computed again.
    expect(computed).toBe(4);
  });
});
