import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown } from './markdown';

describe('chat markdown', () => {
  it('renders paragraphs, bold, italic, nested lists and links that open safely in a new tab', () => {
    const { container } = render(
      <ChatMarkdown
        content={
          'Your energy averaged **4/5**.\n\n_Not medical advice._\n\n- Mood\n  - **Headache**: 2 days\n1. one\n\n[Help](https://example.com/help)'
        }
      />,
    );
    expect(screen.getByText('4/5').tagName).toBe('STRONG');
    expect(screen.getByText('Not medical advice.').tagName).toBe('EM');
    expect(container.querySelectorAll('ul ul li')).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('href', 'https://example.com/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never turns raw HTML, script links or images into live elements', () => {
    const { container } = render(
      <ChatMarkdown
        content={
          '<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:alert(1)">a</a> [b](javascript:alert(1)) ![c](https://tracker.example/p.png) <iframe src="https://x"></iframe>'
        }
      />,
    );
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    // Only plain web links survive (a bare URL becomes one); no script URL does.
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.every((href) => href?.startsWith('https://'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'a' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'b' })).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('holds back half-written syntax while a reply streams, and gives headings no ids', () => {
    const { container, rerender } = render(<ChatMarkdown content="Your energy averaged **4/" streaming />);
    expect(container.textContent).not.toContain('**');
    rerender(<ChatMarkdown content={'# Week\n\nYour energy averaged **4/5**.'} />);
    expect(screen.getByRole('heading', { name: 'Week' }).tagName).toBe('H2');
    expect(container.querySelector('[id]')).toBeNull();
  });
});
