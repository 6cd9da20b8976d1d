/**
 * Consumer mailbox providers. Curated here rather than taken from a package: the packages we
 * looked at mix in company domains (facebook.com, alibaba.com) or throwaway domains, and a
 * company domain wrongly called free costs a real lead points.
 */
export const FREE_PROVIDER_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it',
  'yahoo.ca', 'yahoo.com.au', 'yahoo.co.in', 'yahoo.co.jp', 'yahoo.com.br', 'yahoo.com.mx', 'ymail.com',
  'rocketmail.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.es', 'hotmail.it',
  'outlook.com', 'outlook.fr', 'outlook.de', 'outlook.es', 'live.com', 'live.co.uk', 'live.fr', 'live.nl',
  'msn.com', 'aol.com', 'aol.co.uk', 'aol.de', 'aim.com', 'icloud.com', 'me.com', 'mac.com', 'protonmail.com',
  'protonmail.ch', 'proton.me', 'pm.me', 'tutanota.com', 'tuta.io', 'zoho.com', 'zohomail.com', 'gmx.com',
  'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de', 'freenet.de', 'mail.com', 'email.com',
  'yandex.com', 'yandex.ru', 'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'rambler.ru', 'orange.fr', 'wanadoo.fr',
  'free.fr', 'sfr.fr', 'laposte.net', 'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it', 'tin.it', 'terra.com.br',
  'uol.com.br', 'bol.com.br', 'btinternet.com', 'sky.com', 'virginmedia.com', 'talktalk.net', 'ntlworld.com',
  'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net',
  'earthlink.net', 'optonline.net', 'juno.com', 'bigpond.com', 'bigpond.net.au', 'optusnet.com.au', 'shaw.ca',
  'rogers.com', 'sympatico.ca', 'telus.net', 'qq.com', '163.com', '126.com', 'sina.com', 'naver.com',
  'hanmail.net', 'daum.net', 'rediffmail.com', 'seznam.cz', 'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl',
  'ziggo.nl', 'kpnmail.nl', 'home.nl', 'planet.nl', 'telenet.be', 'skynet.be', 'bluewin.ch', 'hushmail.com',
  'fastmail.com', 'fastmail.fm', 'hey.com', 'inbox.com', 'mail.ee', 'abv.bg', 'azet.sk', 'centrum.cz',
]);

/** True for a consumer mailbox provider's domain. */
export function isFreeProvider(asciiDomain: string): boolean {
  return FREE_PROVIDER_DOMAINS.has(asciiDomain);
}
