/**
 * Markdown the office writes (help pages), shown safely: no raw HTML is ever rendered (no rehype-raw;
 * HTML in the text shows as the text it is), links go only to http(s), mailto and tel addresses
 * (react-markdown's defaultUrlTransform empties others, e.g. javascript:) and open in a new tab.
 * In the main and office areas' chunks only, never loaded by the sign-in pages (a lazy chunk of its
 * own would pull React out of the sign-in pages' chunks and put them over their budget).
 */
// Plain elements, no MUI: this chunk then shares nothing with the sign-in pages but React itself.
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** A remark plugin: each raw HTML node becomes a text node, so it shows as text instead of vanishing. */
function htmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

const SAFE_LINK = /^(https?:|mailto:|tel:|#|\/(?!\/))/i;

const components: Components = {
  a: ({ href, children }) =>
    href && SAFE_LINK.test(href) ? (
      // The text's own colour, underlined: readable in the light and the dark theme alike.
      <a href={href} target={href.startsWith('#') ? undefined : '_blank'} rel="noopener noreferrer" style={{ color: 'inherit', textDecoration: 'underline' }}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // An image would fetch from anywhere: shown as its description only.
  img: ({ alt }) => <span>{alt}</span>,
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
};

export default function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="safe-markdown" style={{ overflowWrap: 'anywhere', lineHeight: 1.5 }}>
      <Markdown remarkPlugins={[htmlAsText]} skipHtml={false} urlTransform={defaultUrlTransform} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
