import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { es } from '../../../i18n/locales/es.ts';
import { PillarCard, type PillarCardProps } from './PillarCard.tsx';

const pillar: PillarCardProps = {
  icon: 'stethoscope',
  title: 'Healthcare Access',
  description: 'Primary care, maternal health and medicines where people have none.',
  outcomes: ['Mobile clinics in underserved areas', 'Essential medicines supply'],
  href: '/what-we-do#healthcare-access',
};

describe('PillarCard', () => {
  it('names the pillar in a level 3 heading by default', () => {
    render(<PillarCard {...pillar} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Healthcare Access' }),
    ).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<PillarCard {...pillar} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Healthcare Access');
  });

  it('shows its icon as decoration', () => {
    const { container } = render(<PillarCard {...pillar} />);
    const icon = container.querySelector('svg[data-icon="stethoscope"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists the outcomes in a real list named by its label', () => {
    render(<PillarCard {...pillar} />);
    const list = screen.getByRole('list', { name: 'Outcomes' });
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mobile clinics in underserved areas', 'Essential medicines supply']);
  });

  it('has no outcomes list or label without outcomes', () => {
    render(<PillarCard {...pillar} outcomes={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Outcomes')).toBeNull();
  });

  it('links Learn more, named with the pillar so it makes sense among five', () => {
    render(<PillarCard {...pillar} />);
    const link = screen.getByRole('link', { name: 'Learn more about Healthcare Access' });
    expect(link).toHaveAttribute('href', '/what-we-do#healthcare-access');
    // The title itself is not a link: one link per card.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('has no link without href', () => {
    render(<PillarCard {...pillar} href={undefined} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes the labels in the page language', () => {
    render(
      <PillarCard
        {...pillar}
        title="الوصول إلى الرعاية الصحية"
        outcomesLabel="النتائج"
        learnMoreLabel="اعرف المزيد"
        learnMoreContext="عن الوصول إلى الرعاية الصحية"
      />,
    );
    expect(screen.getByRole('list', { name: 'النتائج' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'اعرف المزيد عن الوصول إلى الرعاية الصحية' }),
    ).toBeInTheDocument();
  });

  it('shows an image when given one', () => {
    render(<PillarCard {...pillar} image={{ src: '/clinic.jpg', alt: 'A mobile clinic' }} />);
    expect(screen.getByRole('img', { name: 'A mobile clinic' })).toBeInTheDocument();
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(
      <PillarCard {...pillar} id="healthcare-access" className="extra" />,
    );
    expect(container.firstElementChild).toHaveAttribute('id', 'healthcare-access');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});

describe('PillarCard in a language', () => {
  it('names Learn more with the pillar in Spanish, and its outcomes', () => {
    render(
      <LocaleProvider locale={es}>
        <PillarCard {...pillar} title="Acceso a la salud" />
      </LocaleProvider>,
    );
    expect(
      screen.getByRole('link', { name: 'Más información sobre Acceso a la salud' }),
    ).toHaveAttribute('href', '/what-we-do#healthcare-access');
    expect(screen.getByRole('list', { name: 'Resultados' })).toBeInTheDocument();
  });

  it('lets a prop win over a word or the message', () => {
    render(
      <LocaleProvider locale={es}>
        <PillarCard
          {...pillar}
          title="Acceso a la salud"
          learnMoreLabel="Ver más"
          learnMoreContext="del acceso a la salud"
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Ver más del acceso a la salud' })).toBeInTheDocument();
  });
});
