// The child process of `startMailWorldProcess`: serves the plans it is sent, answers 'stats', exits on 'close'.
import { resourceUsage } from 'node:process';
import { type MailWorld, type MailWorldTiming, startMailWorld } from './mail-world';
import type { WorldPlan } from './world-plan';

let world: MailWorld | undefined;

process.on('message', (message: { plans: WorldPlan[]; timing: MailWorldTiming } | 'stats' | 'close') => {
  if (message === 'stats') {
    process.send?.({ stats: world?.hostStats() ?? new Map(), peakRssMb: resourceUsage().maxRSS / 1024 });
  } else if (message === 'close') {
    void (world?.close() ?? Promise.resolve()).then(() => process.exit(0));
  } else {
    startMailWorld(message.plans, message.timing).then(
      (started) => {
        world = started;
        process.send?.({ ready: true, dnsServer: started.dnsServer, port: started.port });
      },
      (error: unknown) => {
        process.send?.({ error: String(error) });
        process.exit(1);
      },
    );
  }
});
// The parent's death ends the world too.
process.on('disconnect', () => process.exit(0));
