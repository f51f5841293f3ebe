import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';

/** A probe waits no longer than this for its connection or its answer. */
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Whether the database answers, for GET /ready. On PostgreSQL over a connection of its own: the request pool
 * may be fully taken by statements waiting for a lock (as staff edits once queued for the audit trail's), and a check
 * queued behind them timed out, so the load balancer took healthy processes out of rotation and answered 503
 * to everyone. The embedded database runs one transaction at a time anyway: there it is the app's connection.
 */
@Injectable()
export class DatabaseProbe implements OnApplicationShutdown {
  private readonly pool?: Pool;

  constructor(
    config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    if (!config.DATABASE_URL) return;
    // Connects on the first check only: a worker, which has no /ready, never opens it.
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: 1, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
    // An idle connection the server closed (restart, failover) is replaced by the next check.
    this.pool.on('error', () => undefined);
  }

  /** 'ok', or why not, in German. */
  async check(): Promise<string> {
    // Closed by the app itself (shutting down): the process cannot serve, whatever the server says.
    if (!this.dataSource.isInitialized) return 'Datenbank nicht erreichbar: Verbindung geschlossen';
    try {
      if (this.pool) await this.pool.query('SELECT 1');
      else await this.dataSource.query('SELECT 1');
      return 'ok';
    } catch (error) {
      return `Datenbank nicht erreichbar: ${(error as Error).message}`;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
  }
}
