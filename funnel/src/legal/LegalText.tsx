import { inlineParts, textBlocks } from '@contract/legal-pages';

/** One line's text with its bold parts and links, all as React text: no HTML from the input reaches the page. */
function Line({ line }: { line: string }) {
  return (
    <>
      {inlineParts(line).map((part, index) => {
        if (part.type === 'strong') return <strong key={index}>{part.text}</strong>;
        if (part.type === 'link') {
          const external = !part.href.startsWith('/');
          return (
            <a key={index} href={part.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {part.text}
            </a>
          );
        }
        return part.text;
      })}
    </>
  );
}

/** A legal page's text (Markdown headings, lists, bold, links, or plain paragraphs). */
export function LegalText({ text }: { text: string }) {
  return (
    <div className="legal-text">
      {textBlocks(text).map((block, index) => {
        if (block.type === 'heading') {
          // The page title is the h1; the text's own headings sit below it.
          const Heading = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
          return (
            <Heading key={index}>
              <Line line={block.text} />
            </Heading>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Line line={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Line line={line} />
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
