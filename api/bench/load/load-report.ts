/**
 * What a load run found: the failures that make it fail (any error, non-2xx, failed upload or
 * unbalanced credits), and the figures as a Markdown table for docs/benchmarks.md.
 */
import type { CreditCheck } from './credit-check';
import type { PhaseResult } from './load-phase';
import type { TrafficStats } from './read-traffic';
import type { UploadOutcome } from './upload-lanes';

/** Every reason the phase failed, one line each; empty when it passed. */
export function phaseProblems(phase: PhaseResult): string[] {
  const problems: string[] = [];
  const at = `${phase.clients} clients`;
  for (const endpoint of phase.read.endpoints) {
    if (endpoint.errors > 0)
      problems.push(`${at}: ${endpoint.path}: ${endpoint.errors} errors (${endpoint.timeouts} timeouts)`);
    if (endpoint.non2xx > 0)
      problems.push(
        `${at}: ${endpoint.path}: ${endpoint.non2xx} non-2xx ${JSON.stringify(endpoint.statusCodes)}`,
      );
    if (endpoint.responses === 0) problems.push(`${at}: ${endpoint.path}: no responses at all`);
  }
  if (phase.uploads > 0 && phase.uploadOutcomes.length === 0) problems.push(`${at}: no upload ended`);
  for (const upload of phase.uploadOutcomes) {
    if (upload.status !== 'completed')
      problems.push(
        `${at}: upload ${upload.orderId ?? '(no order)'} ended ${upload.status}: ${upload.error ?? ''}`,
      );
  }
  return problems;
}

/** The failures of a credit check, one line each. */
export function creditProblems(check: CreditCheck): string[] {
  return check.mismatches.map((mismatch) => `credits: ${mismatch}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length > 0 ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) : 0;
};

/** Counts and times of a phase's uploads. */
export function summarizeUploads(outcomes: readonly UploadOutcome[]) {
  const completed = outcomes.filter((upload) => upload.status === 'completed');
  return {
    ended: outcomes.length,
    completed: completed.length,
    rows: completed.reduce((sum, upload) => sum + (upload.rowCount ?? 0), 0),
    medianUploadSeconds: median(completed.map((upload) => upload.uploadMs)) / 1000,
    medianProcessingSeconds: median(completed.map((upload) => upload.processingMs)) / 1000,
    maxProcessingSeconds: Math.max(0, ...completed.map((upload) => upload.processingMs)) / 1000,
  };
}

const trafficCells = (stats: TrafficStats) =>
  [
    stats.requestsPerSecond.toLocaleString('en-US'),
    stats.latencyMs.p50,
    stats.latencyMs.p90,
    stats.latencyMs.p99,
    stats.latencyMs.max,
    stats.maxWithWarmUpMs,
    stats.errors,
    stats.non2xx,
  ].join(' | ');

/** One Markdown table of every phase: overall and per endpoint. */
export function markdownTable(phases: readonly PhaseResult[]): string {
  const lines = [
    '| clients | endpoint | req/s | p50 ms | p90 ms | p99 ms | max ms | max ms with warm-up | errors | non-2xx |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const phase of phases) {
    lines.push(`| **${phase.clients}** | **all** | ${trafficCells(phase.read.overall)} |`);
    for (const endpoint of phase.read.endpoints)
      lines.push(
        `| ${phase.clients} | \`${endpoint.path}\` (${endpoint.clients}) | ${trafficCells(endpoint)} |`,
      );
  }
  return lines.join('\n');
}

/** One Markdown table of every phase's uploads, the machine's load and where the CPU went. */
export function markdownUploadsTable(phases: readonly PhaseResult[]): string {
  const lines = [
    '| clients | uploads ended / completed | rows verified | median upload s | upload-complete → completed s, median / max | drain s | load 1m before → after | CPU % server / database / workers / load generator | CPU ms per read, server / database | server peak RSS MB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const phase of phases) {
    const uploads = summarizeUploads(phase.uploadOutcomes);
    const cpu = phase.cpuPercent;
    lines.push(
      `| ${phase.clients} | ${uploads.ended} / ${uploads.completed} | ${uploads.rows.toLocaleString('en-US')} | ${uploads.medianUploadSeconds} | ${uploads.medianProcessingSeconds} / ${uploads.maxProcessingSeconds} | ${phase.drainSeconds} | ${phase.loadAverage.before} → ${phase.loadAverage.after} | ${cpu.server} / ${cpu.database} / ${cpu.workers} / ${cpu.loadGenerator} | ${phase.cpuMsPerRequest.server} / ${phase.cpuMsPerRequest.database} | ${phase.serverPeakRssMb} |`,
    );
  }
  return lines.join('\n');
}
