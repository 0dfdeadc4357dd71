import { describe, expect, it } from 'vitest';
import { chatUrlFor } from './home-page';

describe('home text input', () => {
  it('opens chat with the trimmed text as the message, and does nothing for whitespace', () => {
    expect(chatUrlFor('  How did I sleep? ')).toBe('/chat?message=How%20did%20I%20sleep%3F');
    expect(chatUrlFor('   ')).toBeNull();
  });
});
