import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeRoot } from './theme-root';
import * as styles from './theme-root.css';
import { tokens } from './tokens';

const meta = {
  title: 'Foundations/Theme',
  component: ThemeRoot,
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token with its value, rendered from `tokens.ts`. */
export const Colours: Story = {
  render: () => (
    <ThemeRoot>
      <div className={styles.grid}>
        {Object.entries(tokens.color).map(([name, value]) => (
          <figure key={name} className={styles.swatch} style={{ margin: 0 }}>
            <div className={styles.chip} style={{ background: value }} />
            <figcaption className={styles.caption}>
              {name}
              <br />
              {value}
            </figcaption>
          </figure>
        ))}
      </div>
    </ThemeRoot>
  ),
};

/** The type scale. */
export const Typography: Story = {
  render: () => (
    <ThemeRoot>
      {Object.entries(tokens.fontSize).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, margin: '0 0 8px' }}>
          {name} ({size}): Verified leads, delivered in 48h.
        </p>
      ))}
    </ThemeRoot>
  ),
};
