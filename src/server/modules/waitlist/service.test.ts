import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { getLaunchAt } from './service';

describe('getLaunchAt', () => {
  const noDb = {} as Db; // a configured date never touches the database

  it('uses LAUNCH_DATE when set; a bare date is midnight in India', async () => {
    expect((await getLaunchAt(noDb, { launchDate: '2026-01-15' })).toISOString()).toBe(
      '2026-01-14T18:30:00.000Z',
    );
    expect((await getLaunchAt(noDb, { launchDate: '2026-01-15T10:00:00Z' })).toISOString()).toBe(
      '2026-01-15T10:00:00.000Z',
    );
  });
});
