import type { MouseEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Box, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SectionLink {
  /** The id of the element the link scrolls to. */
  id: string;
  /** Translation key of its name. */
  label: string;
}

/** Room for the sticky navigation above a section scrolled to. */
const SCROLL_MARGIN_PX = 72;

/**
 * A table of contents for a page several screens long: one link per section, kept at the top while
 * the page scrolls (on a phone it scrolls sideways inside itself). A link scrolls to its section,
 * leaving room for this bar above it.
 */
export const SectionNav = ({ sections, label, onNavigate }: { sections: readonly SectionLink[]; label: string; onNavigate?: (id: string) => void }) => {
  const translate = useTranslate();
  const go = (id: string) => {
    // A section that renders only near the window (DeferredSection) is told first, so its height is known.
    if (onNavigate) flushSync(() => onNavigate(id));
    const target = document.getElementById(id);
    if (!target) return;
    target.style.scrollMarginTop = `${SCROLL_MARGIN_PX}px`;
    // Straight there when sections render on approach: a smooth scroll would render those it passes, and
    // their growing would move the target away from where the scroll ends.
    target.scrollIntoView({ behavior: onNavigate ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <Box
      component="nav"
      aria-label={translate(label)}
      sx={{ position: 'sticky', top: 0, zIndex: 3, bgcolor: 'background.default', py: 1, borderBottom: 1, borderColor: 'divider', overflowX: 'auto', contain: 'inline-size' }}
    >
      <Stack direction="row" spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none', width: 'max-content' }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Chip
              component="a"
              href={`#${section.id}`}
              clickable
              variant="outlined"
              label={translate(section.label)}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                go(section.id);
              }}
            />
          </li>
        ))}
      </Stack>
    </Box>
  );
};

/**
 * The save button(s) of a long form, kept in view at the bottom of the window while any part of the
 * form is on screen, so nobody scrolls to the end to save (and nobody leaves without seeing it).
 * A Card around it clips (overflow: hidden), which also stops sticking: such a card sets overflow: clip.
 */
export const StickySaveBar = ({ children }: { children: ReactNode }) => (
  <Box
    data-testid="save-bar"
    sx={{
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      mt: 2,
      mx: -2,
      px: 2,
      py: 1.5,
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
      display: 'flex',
      flexWrap: 'wrap',
      gap: 2,
      justifyContent: 'space-between',
      alignItems: 'center',
    }}
  >
    {children}
  </Box>
);
