/** The engine's e-mail settings from the config, for every place the API runs the engine. */
import { createSystemMxResolver, type MxResolver } from '@leadproof/engine';
import type { Config } from './config';

/** What the engine's e-mail checks read from the config. */
export type EngineEmailConfig = Pick<Config, 'emailDnsChecks' | 'emailDnsServers' | 'emailTestDomains'>;

/**
 * `offline` without DNS (`EMAIL_DNS`), the resolver of `EMAIL_DNS_SERVERS` when set (the system's otherwise), and
 * `.test` domains as ordinary ones with `EMAIL_TEST_DOMAINS=on`.
 */
export function engineEmailOptions(config: EngineEmailConfig): {
  offline: boolean;
  resolver?: MxResolver;
  testDomains: boolean;
} {
  return {
    offline: !config.emailDnsChecks,
    ...(config.emailDnsServers.length > 0
      ? { resolver: createSystemMxResolver(undefined, config.emailDnsServers) }
      : {}),
    testDomains: config.emailTestDomains,
  };
}
