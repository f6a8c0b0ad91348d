/**
 * Markdown the office writes (help pages), shown safely: no raw HTML is ever rendered (no rehype-raw;
 * HTML in the text shows as the text it is), links go only to http(s), mailto and tel addresses
 * (react-markdown's defaultUrlTransform empties others, e.g. javascript:) and open in a new tab.
 * Loaded only with the modals that use it (React.lazy), never by the sign-in pages.
 */
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
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
      <Link href={href} target={href.startsWith('#') ? undefined : '_blank'} rel="noopener noreferrer">
        {children}
      </Link>
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
    <Box sx={{ overflowWrap: 'anywhere', '& h2, & h3, & h4': { mt: 2, mb: 1 }, '& p': { my: 1 } }}>
      <Markdown remarkPlugins={[htmlAsText]} skipHtml={false} urlTransform={defaultUrlTransform} components={components}>
        {children}
      </Markdown>
    </Box>
  );
}
