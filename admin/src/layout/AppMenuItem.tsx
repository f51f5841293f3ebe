import type { ReactElement } from 'react';
import { Badge } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';

interface AppMenuItemProps {
  to: string;
  /** Translation key of the label. */
  label: string;
  icon: ReactElement;
  /** Hidden while undefined or 0. */
  badge?: number;
}

export const AppMenuItem = ({ to, label, icon, badge }: AppMenuItemProps) => {
  const translate = useTranslate();
  const text = translate(label);
  const testId = `menu-${to.slice(1)}`;
  return (
    <Menu.Item
      to={to}
      primaryText={text}
      // The label alone names the link: with a badge inside, the name would start with its number.
      aria-label={text}
      data-testid={testId}
      leftIcon={
        <Badge badgeContent={badge} color="error" max={999}>
          {icon}
        </Badge>
      }
    />
  );
};
