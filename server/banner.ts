import type { Database } from './db/database.ts';

interface TableLink {
  readonly merchant_id: string;
  readonly name: string;
  readonly qrcode_id: string;
  readonly server_mode: number;
}

/** What the start command prints: where to open the app, one link per table QR code. */
export const startBanner = async (
  db: Database,
  publicUrl: string,
  demo: boolean,
  /** The demo's staff tokens (server/staff ensureDemoStaffToken), printed for the staff API. */
  staffTokens: readonly { readonly merchantId: string; readonly token: string }[] = [],
): Promise<string> => {
  const tables = await db.query<TableLink>(
    `select t.merchant_id, t.name, t.qrcode_id, m.server_mode
       from dining_tables t join merchants m on m.id = t.merchant_id
      where t.available order by t.merchant_id, t.sort`,
  );
  const { port, protocol } = new URL(publicUrl);
  const lines = [
    '',
    `tablefold reference POS is up: ${publicUrl}  (database: ${db.kind})`,
    `  API health:   ${publicUrl}/api/health`,
  ];
  if (tables.length > 0) lines.push('  Table QR codes (open one to sit at that table):');
  for (const table of tables) {
    // A local-mode merchant is reached on its own subdomain, as its QR codes would say.
    const origin =
      table.server_mode === 1 ? `${protocol}//${table.merchant_id}.localhost:${port}` : publicUrl;
    lines.push(`    ${table.name.padEnd(4)} ${origin}/m/${table.merchant_id}/q/${table.qrcode_id}`);
  }
  if (staffTokens.length > 0)
    lines.push(`  Staff API (${publicUrl}/api/staff), Authorization: Bearer <token>:`);
  for (const { merchantId, token } of staffTokens)
    lines.push(`    merchant ${merchantId}: ${token}`);
  if (demo) lines.push('  Demo mode: one-time login codes are written to this log.');
  return `${lines.join('\n')}\n`;
};
