import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';
import type { Database } from './db/database.ts';

interface TableLink {
  readonly merchant_id: string;
  readonly name: string;
  readonly qrcode_id: string;
  readonly server_mode: number;
}

interface StaffToken {
  readonly merchantId: string;
  readonly token: string;
}

export interface BannerOptions {
  /** The interface the server listens on (config.host): 0.0.0.0 lets phones on the LAN in. */
  readonly host?: string;
  /** Draw the first table's QR code in the terminal, for a phone to scan. */
  readonly terminalQr?: boolean;
  /** The machine's LAN address; found with os.networkInterfaces() when not given. */
  readonly lanAddress?: string | null;
  /** Lines about the open-file limit (server/file-limit.ts fileLimitLines). */
  readonly openFiles?: readonly string[];
}

/** The machine's first non-internal IPv4 address, or null (no network, IPv6 only). */
export const lanAddress = (interfaces = networkInterfaces()): string | null => {
  for (const entries of Object.values(interfaces))
    for (const entry of entries ?? [])
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  return null;
};

const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);
const THIS_MACHINE_ONLY = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin a phone on the same network can open: the public URL, unless it names this machine
 * only (localhost) while the server listens on every interface (HOST=0.0.0.0): then the same
 * port on the LAN address.
 */
export const phoneOrigin = (publicUrl: string, host: string, lan: string | null): string => {
  const url = new URL(publicUrl);
  if (!THIS_MACHINE_ONLY.has(url.hostname) || !EVERY_INTERFACE.has(host) || lan === null)
    return publicUrl;
  return `${url.protocol}//${lan}${url.port ? `:${url.port}` : ''}`;
};

/** The staff console's ready link: the token rides in the fragment, never sent to a server. */
export const staffConsoleLink = (publicUrl: string, { merchantId, token }: StaffToken): string =>
  `${publicUrl}/staff#merchant=${merchantId}&token=${encodeURIComponent(token)}`;

const terminalQr = async (
  tables: readonly TableLink[],
  publicUrl: string,
  options: BannerOptions,
): Promise<string[]> => {
  // A local-mode merchant's links name {id}.localhost, which no phone resolves.
  const first = tables.find((table) => table.server_mode !== 1);
  if (first === undefined) return [];
  const lan = options.lanAddress === undefined ? lanAddress() : options.lanAddress;
  const origin = phoneOrigin(publicUrl, options.host ?? 'localhost', lan);
  const url = `${origin}/m/${first.merchant_id}/q/${first.qrcode_id}`;
  const reachable = !THIS_MACHINE_ONLY.has(new URL(origin).hostname);
  const qr = await QRCode.toString(url, { type: 'terminal', small: true });
  return [
    `  Scan to sit at table ${first.name} from a phone: ${url}`,
    ...(reachable
      ? []
      : [
          '  (this is localhost: start with HOST=0.0.0.0 to reach it from a phone on your network)',
        ]),
    qr.trimEnd(),
  ];
};

/** What the start command prints: where to open the app, one link per table QR code. */
export const startBanner = async (
  db: Database,
  publicUrl: string,
  demo: boolean,
  /** The demo's staff tokens (server/staff ensureDemoStaffToken), printed for the staff API. */
  staffTokens: readonly StaffToken[] = [],
  options: BannerOptions = {},
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
    `  Staff console: ${publicUrl}/staff  (sign in with a staff token)`,
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
  for (const staff of staffTokens) {
    lines.push(`    merchant ${staff.merchantId}: ${staff.token}`);
    lines.push(`      console, signed in: ${staffConsoleLink(publicUrl, staff)}`);
  }
  if (demo) lines.push('  Demo mode: one-time login codes are written to this log.');
  lines.push(...(options.openFiles ?? []));
  if (options.terminalQr) lines.push(...(await terminalQr(tables, publicUrl, options)));
  return `${lines.join('\n')}\n`;
};
