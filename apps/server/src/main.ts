// Process entry: read the configuration, prepare the database, serve, and say where.
import { appRouter } from '@coach/api';
import { ConfigError, loadConfig } from './config';
import { createServer } from './server';
import { prepareDatabase } from './setup';
import { loadProductionWebApp } from './ssr/renderer';

// The server-render bundle loads React from node_modules: without this it would run React's slow development build.
process.env.NODE_ENV ??= 'production';

async function main() {
  const config = loadConfig();
  const { db, report } = await prepareDatabase(config);
  if (report.generatedAdmin) {
    // Printed before anything else can fail, so the only copy of the password is never lost.
    console.log(
      `\n  Created administrator "${report.generatedAdmin.username}" with password: ${report.generatedAdmin.password}` +
        '\n  This password is shown only once. Change it with: npm run admin -- reset-password admin\n',
    );
  }
  const web = await loadProductionWebApp({ trpcRouter: appRouter });
  const server = await createServer({ config, db, web });
  const url = await server.start();

  const lines = [``, `  Site ready: ${url}`, `  Admin portal: ${url}/admin/login`];
  if (report.migrations.length) lines.push(`  Applied migrations: ${report.migrations.join(', ')}`);
  if (report.seeded) lines.push('  Demo content added (recipes, transformations, blog posts).');
  if (report.generatedAdmin) {
    lines.push(`  Sign in as "${report.generatedAdmin.username}" with the password printed above.`);
  } else if (report.configuredAdmin) {
    lines.push(
      `  Administrator "${report.configuredAdmin.username}" ${report.configuredAdmin.action} from ADMIN_USERNAME/ADMIN_PASSWORD.`,
    );
  } else {
    lines.push(
      '  Sign in with your administrator account (reset a password with: npm run admin -- reset-password <username>).',
    );
  }
  console.log(`${lines.join('\n')}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await server.stop();
      await db.destroy();
      process.exit(0);
    });
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
