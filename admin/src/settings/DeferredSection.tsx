import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Card, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Holds a card's place until it renders: about a card's height, so that the first screen, while its own cards
 * still load and are short, does not reach (and render) the cards below them.
 */
const PLACEHOLDER_HEIGHT = 480;
/**
 * The top of the window, under the sticky table of contents, does not count: a jump puts its card just below it, and
 * the card before, rendered because its placeholder's end peeked out there, would grow and push the target away.
 */
const UNDER_THE_NAVIGATION = '-96px 0px 0px 0px';

/**
 * A section of a long page that renders its card only once the person scrolls it into the window (or `shown`
 * says so): the Settings page's thirteen cards together took most of a second to render and load, though a
 * screen shows two of them. Until then a card with the section's title holds its place. Only scrolling counts:
 * the first cards are short while they load, and their placeholders below would otherwise come into view
 * one after the other and render the whole page after all.
 */
export const DeferredSection = ({ id, label, shown = false, children }: { id: string; label: string; shown?: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const [near, setNear] = useState(shown);
  const scrolled = useScrolled();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || shown || !scrolled || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: UNDER_THE_NAVIGATION });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, shown, scrolled]);
  const titleId = `${id}-placeholder-title`;
  return (
    <Box id={id} ref={ref}>
      {near || shown ? (
        children
      ) : (
        // Never the browser's scroll anchor: content below keeps its place on screen when this card renders and grows.
        <Card component="section" aria-labelledby={titleId} sx={{ minHeight: PLACEHOLDER_HEIGHT, overflowAnchor: 'none' }}>
          <CardHeader title={translate(label)} slotProps={{ title: { id: titleId } }} />
        </Card>
      )}
    </Box>
  );
};

/** Whether the page (or anything in it) has been scrolled since this section appeared. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [scrolled]);
  return scrolled;
}
