import { breakpoints, ghatTheme, partnerTheme, vars, type ThemeTokens } from '@ghat/tokens';
import type { ReactNode } from 'react';

// Everything on the Tokens page is read from @ghat/tokens, so it cannot fall out of date.

const themes: Record<string, ThemeTokens> = { GHAT: ghatTheme, 'Partner trust': partnerTheme };

const swatch = (colour: string) => (
  <span
    aria-hidden="true"
    style={{
      display: 'block',
      inlineSize: vars.space.xxl,
      blockSize: vars.space.lg,
      background: colour,
      border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
      borderRadius: vars.radius.sm,
    }}
  />
);

export function Palettes({ theme = 'GHAT' }: { theme?: keyof typeof themes }) {
  const colors = (themes[theme] ?? ghatTheme).color;
  return (
    <>
      {Object.entries(colors).map(([group, swatches]) => (
        <Table
          key={group}
          caption={`${theme}: ${group} (vars.color.${group})`}
          rows={Object.entries(swatches as Record<string, string>).map(([name, hex]) => [
            name,
            hex,
            swatch(hex),
          ])}
        />
      ))}
    </>
  );
}

export function TypeScale() {
  const { size, family } = ghatTheme.font;
  return (
    <>
      <Table
        caption="Font families (vars.font.family): system stacks, nothing to download"
        rows={Object.entries(family).map(([name, stack]) => [
          name,
          stack,
          <span style={{ fontFamily: stack }}>Access to health as justice, not charity</span>,
        ])}
      />
      <Table
        caption="Type scale (vars.font.size)"
        rows={Object.entries(size).map(([name, value]) => [
          name,
          value,
          <span style={{ fontSize: value, lineHeight: vars.font.lineHeight.tight }}>
            Global Health Access Trust
          </span>,
        ])}
      />
    </>
  );
}

/**
 * The heading stack in each script: its serif faces have no Arabic letters, so in Arabic-script
 * languages `@ghat/tokens/styles.css` sets headings in the body's stack, and gives the serif
 * back to text in another language inside them.
 */
export function HeadingsByScript() {
  const heading = (lang: string, dir: 'ltr' | 'rtl', text: string, inner?: ReactNode) => (
    <span
      lang={lang}
      dir={dir}
      style={{ fontFamily: vars.font.family.heading, fontSize: vars.font.size.xl }}
    >
      {text}
      {inner}
    </span>
  );
  return (
    <Table
      caption="Headings by script (vars.font.family.heading, set by the lang attribute)"
      rows={[
        ['English', 'heading', heading('en', 'ltr', 'Access to health as justice, not charity')],
        ['Arabic', 'body', heading('ar', 'rtl', 'الحصول على الرعاية الصحية عدالةٌ لا إحسان')],
        [
          'English in Arabic',
          'heading',
          heading('ar', 'rtl', 'الاسم: ', heading('en', 'ltr', 'Global Health Access Trust')),
        ],
      ]}
    />
  );
}

function Table({ caption, rows }: { caption: string; rows: [string, string, ReactNode][] }) {
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
