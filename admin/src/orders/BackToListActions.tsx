import { ListButton, TopToolbar } from 'react-admin';

/** Orders have no sidebar entry: the way back to the list is on the page. */
export const BackToListActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);
