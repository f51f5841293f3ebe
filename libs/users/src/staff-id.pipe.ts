import { ParseIdPipe } from '@app/infrastructure';
import { UsersException } from './users.exception';

/** A staff member's id in a path; one that cannot name a row is answered like an unknown one (404). */
export const STAFF_ID = new ParseIdPipe((raw) => new UsersException('USER_NOT_FOUND', `Einen Mitarbeiter mit der Id ${raw} gibt es nicht.`));
