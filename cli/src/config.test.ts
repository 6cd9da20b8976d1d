import { describe, expect, it } from 'vitest';
import { loadCliEnvironment } from './config';

describe('loadCliEnvironment', () => {
  it('defaults the config folder to ~/.config/leadproof', () => {
    expect(loadCliEnvironment({}, '/home/ada')).toEqual({
      apiUrl: undefined,
      apiKey: undefined,
      configDir: '/home/ada/.config/leadproof',
      noColor: false,
    });
  });

  it('reads LEADPROOF_API_URL, LEADPROOF_API_KEY, XDG_CONFIG_HOME and NO_COLOR', () => {
    expect(
      loadCliEnvironment(
        {
          LEADPROOF_API_URL: ' https://app.test ',
          LEADPROOF_API_KEY: 'lp_live_x',
          XDG_CONFIG_HOME: '/xdg',
          NO_COLOR: '1',
        },
        '/home/ada',
      ),
    ).toEqual({
      apiUrl: 'https://app.test',
      apiKey: 'lp_live_x',
      configDir: '/xdg/leadproof',
      noColor: true,
    });
  });

  it('ignores empty values and a relative XDG_CONFIG_HOME (invalid per the XDG spec)', () => {
    expect(
      loadCliEnvironment({ LEADPROOF_API_URL: '', NO_COLOR: '', XDG_CONFIG_HOME: 'rel/dir' }, '/home/ada'),
    ).toMatchObject({
      apiUrl: undefined,
      noColor: false,
      configDir: '/home/ada/.config/leadproof',
    });
  });
});
