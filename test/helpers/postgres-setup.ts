/**
 * vitest globalSetup of the projects that run the server on PostgreSQL: starts one throwaway
 * cluster for the whole run (scripts/postgres.mjs), migrates its template database once, hands
 * the workers its address through `provide('postgres')` (read by freshPostgresDatabase in
 * ./postgres.ts), and stops the cluster, deleting its directory, when the run ends. It fails,
 * never skips, when PostgreSQL is not installed.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide('postgres', { adminUrl: cluster.adminUrl, template: cluster.template });
  return async () => {
    await cluster.stop();
  };
}
