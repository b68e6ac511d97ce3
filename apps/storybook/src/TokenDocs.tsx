import { ghatTheme, partnerTheme, vars, breakpoints, type ThemeTokens } from '@ghat/tokens';
import { ColorItem, ColorPalette, Typeset } from '@storybook/addon-docs/blocks';

// Everything on the Tokens page is read from @ghat/tokens, so it cannot fall out of date.

const themes: Record<string, ThemeTokens> = { GHAT: ghatTheme, 'Partner trust': partnerTheme };

export function Palettes({ theme = 'GHAT' }: { theme?: keyof typeof themes }) {
  const colors = (themes[theme] ?? ghatTheme).color;
  return (
    <ColorPalette>
      {Object.entries(colors).map(([group, swatches]) => (
        <ColorItem
          key={group}
          title={group}
          subtitle={`vars.color.${group}`}
          colors={swatches as Record<string, string>}
        />
      ))}
    </ColorPalette>
  );
}

export function TypeScale() {
  const { size, family } = ghatTheme.font;
  return (
    <>
      <Typeset
        fontSizes={Object.values(size)}
        fontFamily={family.body}
        sampleText="Access to health as justice, not charity"
      />
      <Typeset
        fontSizes={Object.values(size).slice(4)}
        fontFamily={family.heading}
        fontWeight={700}
        sampleText="Global Health Access Trust"
      />
    </>
  );
}

function Table({ caption, rows }: { caption: string; rows: [string, string, React.ReactNode][] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, sample]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
            <td>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Spacing() {
  return (
    <Table
      caption="Spacing scale (vars.space)"
      rows={Object.entries(ghatTheme.space).map(([name, value]) => [
        name,
        value,
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            inlineSize: vars.space[name as keyof typeof vars.space],
            blockSize: vars.space.md,
            background: vars.color.brand.primary,
          }}
        />,
      ])}
    />
  );
}

export function TextStyles() {
  const { lineHeight, weight } = ghatTheme.font;
  return (
    <>
      <Table
        caption="Line heights (vars.font.lineHeight)"
        rows={Object.entries(lineHeight).map(([name, value]) => [name, value, null])}
      />
      <Table
        caption="Weights (vars.font.weight)"
        rows={Object.entries(weight).map(([name, value]) => [
          name,
          value,
          <span style={{ fontWeight: value }}>Global Health Access Trust</span>,
        ])}
      />
    </>
  );
}

export function OtherScales() {
  const { radius, shadow, layer, motion } = ghatTheme;
  return (
    <>
      <Table
        caption="Radii (vars.radius)"
        rows={Object.entries(radius).map(([name, value]) => [
          name,
          value,
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              inlineSize: vars.space.xxl,
              blockSize: vars.space.xl,
              border: `${vars.border.width.thick} solid ${vars.color.border.default}`,
              borderRadius: vars.radius[name as keyof typeof vars.radius],
            }}
          />,
        ])}
      />
      <Table
        caption="Shadows (vars.shadow)"
        rows={Object.entries(shadow).map(([name, value]) => [
          name,
          value,
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              inlineSize: vars.space.xxl,
              blockSize: vars.space.xl,
              boxShadow: vars.shadow[name as keyof typeof vars.shadow],
            }}
          />,
        ])}
      />
      <Table
        caption="Layers (vars.layer)"
        rows={Object.entries(layer).map(([name, value]) => [name, value, null])}
      />
      <Table
        caption="Motion (vars.motion): zero under prefers-reduced-motion"
        rows={[
          ...Object.entries(motion.duration).map(([name, value]): [string, string, null] => [
            `duration.${name}`,
            value,
            null,
          ]),
          ...Object.entries(motion.easing).map(([name, value]): [string, string, null] => [
            `easing.${name}`,
            value,
            null,
          ]),
        ]}
      />
      <Table
        caption="Breakpoints (min-width, in em in the media queries)"
        rows={Object.entries(breakpoints).map(([name, px]) => [name, `${px}px`, null])}
      />
    </>
  );
}
