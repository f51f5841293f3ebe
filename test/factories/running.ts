import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * A running test app (`startTestApp`) or test context (`startTestContext`): factories persist through
 * its public services (`app.get(Service)`) or, where a test needs exact rows, its repositories (`db`).
 */
export interface Running {
  app: INestApplicationContext;
  db: DataSource;
}

let counter = 0;

/** A number unique within the test file: for names, e-mail addresses, phone numbers and client addresses. */
export const nextNumber = (): number => ++counter;
