import { ghatTheme, partnerTheme, partnerThemeClass, vars, type ThemeTokens } from '@ghat/tokens';
import { Logo, logoMarkColours, logoTones, logoVariants, type LogoTone } from '@ghat/ui';
import type { CSSProperties, ReactNode } from 'react';

// The Brand page's blocks: the logo itself (@ghat/ui's Logo) and the colours it is drawn in,
// read from @ghat/tokens through the same function the site's icons use, so nothing is copied.

const name = 'Global Health Access Trust';

/** The surface each tone is for. */
const surfaceOf = (tone: LogoTone) =>
  tone === 'reversed' ? vars.color.surface.inverse : vars.color.surface.default;

const tile: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: `calc(3 * ${vars.space.xxl})`,
  padding: vars.space.lg,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
};

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(8 * ${vars.space.xl})), 1fr))`,
  gap: vars.space.md,
  margin: 0,
};

function Figure({
  caption,
  children,
  style,
}: {
  caption: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }}>
      <div style={{ ...tile, ...style }}>{children}</div>
      <figcaption style={{ fontSize: vars.font.size.sm }}>{caption}</figcaption>
    </figure>
  );
}

/** Both variants in both tones, each on its surface, in a theme. */
export function LogoVariants({ theme = 'GHAT' }: { theme?: 'GHAT' | 'Partner trust' }) {
  return (
    <div className={theme === 'Partner trust' ? partnerThemeClass : undefined} style={grid}>
      {logoTones.flatMap((tone) =>
        logoVariants.map((variant) => (
          <Figure
            key={`${tone}-${variant}`}
            caption={`${theme}: ${variant === 'full' ? 'full' : 'mark only'}, ${tone}`}
            style={{ backgroundColor: surfaceOf(tone) }}
          >
            <Logo name={name} variant={variant} tone={tone} size="lg" />
          </Figure>
        )),
      )}
    </div>
  );
}

/** Which token each of the mark's colours comes from, per tone. */
const roleTokens: Record<LogoTone, Record<string, string>> = {
  light: {
    tile: 'brand.primary',
    ring: 'brand.tint',
    meridian: 'border.inverse',
    cross: 'brand.onPrimary',
    crossOutline: 'brand.primary',
  },
  reversed: {
    tile: 'brand.onPrimary',
    ring: 'brand.primary',
    meridian: 'border.inverse',
    cross: 'brand.primary',
    crossOutline: 'brand.onPrimary',
  },
};

const themes: Record<string, ThemeTokens> = { GHAT: ghatTheme, 'Partner trust': partnerTheme };

/** The palette the logo uses: each part of the mark, its token, and the value in each theme. */
export function LogoPalette() {
  return (
    <>
      {logoTones.map((tone) => (
        <table key={tone} style={{ borderCollapse: 'collapse', marginBlockEnd: vars.space.lg }}>
          <caption style={{ textAlign: 'start', fontWeight: vars.font.weight.bold }}>
            The mark, {tone} (name in {tone === 'light' ? 'brand.primary' : 'text.inverse'})
          </caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Token (vars.color.…)</th>
              {Object.keys(themes).map((theme) => (
                <th key={theme} scope="col">
                  {theme}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(roleTokens[tone]).map(([role, token]) => (
              <tr key={role}>
                <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: vars.space.md }}>
                  {role}
                </th>
                <td style={{ paddingInlineEnd: vars.space.md }}>
                  <code>{token}</code>
                </td>
                {Object.entries(themes).map(([theme, values]) => {
                  const hex = logoMarkColours(values.color, tone)[
                    role as keyof ReturnType<typeof logoMarkColours>
                  ];
                  return (
                    <td key={theme} style={{ paddingInlineEnd: vars.space.md }}>
                      <span
                        aria-hidden="true"
                        style={{
                          display: 'inline-block',
                          inlineSize: vars.space.md,
                          blockSize: vars.space.md,
                          marginInlineEnd: vars.space.xs,
                          verticalAlign: 'middle',
                          background: hex,
                          border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
                        }}
                      />
                      <code>{hex}</code>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

/** How to use the logo, and how not to. */
export function DoAndDont() {
  return (
    <div style={grid}>
      <Figure caption="Do: the full logo on white or a light surface, in the light tone.">
        <Logo name={name} />
      </Figure>
      <Figure
        caption="Do: the reversed tone on the brand's dark surface."
        style={{ backgroundColor: vars.color.surface.inverse }}
      >
        <Logo name={name} tone="reversed" />
      </Figure>
      <Figure caption="Do: keep clear space of a quarter of the mark's height on every side (dashed).">
        <span
          data-testid="clear-space"
          style={{
            padding: `calc(${vars.size.touchTarget} / 4)`,
            outline: `${vars.border.width.thick} dashed`,
          }}
        >
          <Logo name={name} />
        </span>
      </Figure>
      <Figure caption="Don't: stretch or squash it; it scales as a whole.">
        {/* The mark alone: stretched, the full logo would stick out of its tile. */}
        <Logo
          name={name}
          variant="mark"
          size="lg"
          style={{ transform: 'scaleX(1.5)' }}
          data-testid="stretched"
        />
      </Figure>
      <Figure caption="Don't: recolour the mark by hand; a theme's tokens recolour it.">
        <Logo name={name} style={{ filter: 'hue-rotate(0.5turn)' }} />
      </Figure>
      <Figure caption="Don't: mirror it in a right-to-left page; the Logo keeps its own order.">
        <Logo name={name} style={{ transform: 'scaleX(-1)' }} />
      </Figure>
    </div>
  );
}
