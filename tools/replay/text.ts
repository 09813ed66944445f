import { formatConvergence } from './convergence.ts';
import { formatChange } from './diff.ts';
import { formatRef } from './event-ref.ts';
import { stableJson } from './format.ts';
import type { AtSection, DiffSection, Report } from './report.ts';
import { formatTimeline } from './timeline.ts';

const logLines = (report: Report): string[] => {
  const first = report.logs[0]?.header;
  const count = report.logs.length;
  const table = `table ${first?.tableId ?? 'unknown'}, merchant ${first?.merchantId ?? 'unknown'}`;
  return [
    `${count} log${count === 1 ? '' : 's'} of ${table}`,
    ...report.logs.map(
      ({ log, file, header, events }) =>
        `  ${log}: ${file}, app ${header.appVersion}, ${header.identity}, ${events} events`,
    ),
  ];
};

const atLines = (section: AtSection): string[] => {
  const after =
    section.after === null ? 'before its first event' : `after ${formatRef(section.after)}`;
  return [`${section.log} at seq ${section.seq}: ${after}`, stableJson(section.state, 2)];
};

const diffLines = (section: DiffSection): string[] => {
  const count = section.changes.length;
  return [
    `${section.log} from seq ${section.from} to seq ${section.to}: ${count} change${count === 1 ? '' : 's'}`,
    ...section.changes.map(formatChange),
  ];
};

/** The report as text: sections separated by a blank line, ending with a newline. */
export const renderText = (report: Report): string => {
  const sections: string[][] = [logLines(report)];
  if (report.timeline) sections.push(formatTimeline(report.timeline, report.logs.length > 1));
  if (report.convergence) sections.push(formatConvergence(report.convergence));
  for (const section of report.at ?? []) sections.push(atLines(section));
  for (const section of report.diff ?? []) sections.push(diffLines(section));
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
};

/** The report as one JSON document with sorted keys. */
export const renderJson = (report: Report): string => `${stableJson(report, 2)}\n`;
