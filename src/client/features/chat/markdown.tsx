import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { AnchorHTMLAttributes, HTMLAttributes, ImgHTMLAttributes } from 'react';

/** Links open in a new tab and give the page they open no handle on this one. */
function SafeLink({ href, title, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      title={title}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2"
    >
      {children}
    </a>
  );
}

/** Replies never load images from elsewhere: an image shows as its alt text. */
const NoImage = ({ alt }: ImgHTMLAttributes<HTMLImageElement>) => <>{alt}</>;

/** Headings keep their level but get no ids: several replies on one page would repeat them. */
const heading =
  (Tag: 'h2' | 'h3' | 'h4') =>
  ({ children }: HTMLAttributes<HTMLHeadingElement>) => <Tag>{children}</Tag>;

const base: MarkdownToJSX.Options = {
  // Raw HTML in a reply is shown as the text it is, never turned into elements.
  disableParsingRawHTML: true,
  wrapper: 'div',
  forceWrapper: true,
  // A reply's '#' is a section of the reply, not the page's title.
  overrides: {
    a: SafeLink,
    img: NoImage,
    h1: heading('h2'),
    h2: heading('h3'),
    h3: heading('h4'),
    h4: heading('h4'),
    h5: heading('h4'),
    h6: heading('h4'),
  },
};
const streamingOptions: MarkdownToJSX.Options = { ...base, optimizeForStreaming: true };

/**
 * A chat reply's markdown as React elements (paragraphs, emphasis, lists, headings, code,
 * tables, links). Safe for any text: no raw HTML, no script URLs (the library drops them),
 * no remote images. While a reply streams, half-written syntax is held back.
 */
export function ChatMarkdown({ content, streaming = false }: { content: string; streaming?: boolean }) {
  return (
    <Markdown className="chat-markdown" options={streaming ? streamingOptions : base}>
      {content}
    </Markdown>
  );
}
