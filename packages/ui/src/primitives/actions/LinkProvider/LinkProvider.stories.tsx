import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ButtonLink } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { LinkProvider, type LinkComponentProps } from './LinkProvider.tsx';

const meta = {
  title: 'Actions/LinkProvider',
  component: LinkProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app once in a LinkProvider to give every component your router’s link: Link, ButtonLink, cards ' +
          'and menus then navigate without a full page load, and the ui package never depends on a router. ' +
          'The component receives `href` and every `<a>` prop. Without a provider, links are plain `<a>` elements.',
      },
    },
  },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for a router: it records where it would go instead of leaving the page. */
const NavigateContext = createContext<(href: string) => void>(() => {});

// Defined once, outside any render, as an app's router link would be.
function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function DemoRouter() {
  const [location, setLocation] = useState('/');
  return (
    <NavigateContext value={setLocation}>
      <LinkProvider component={RouterLink}>
        <p>
          Read <Link href="/about-the-trust">about the trust</Link> or{' '}
          <ButtonLink href="/donate">Partner With Us</ButtonLink>
        </p>
        <p role="status">Current page: {location}</p>
      </LinkProvider>
    </NavigateContext>
  );
}

export const WithARouterLink: Story = {
  args: { component: () => null, children: null },
  render: () => <DemoRouter />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Partner With Us' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /donate');
    await userEvent.click(canvas.getByRole('link', { name: 'about the trust' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /about-the-trust');
  },
};

export const WithoutAProvider: Story = {
  args: { component: () => null, children: null },
  render: () => <Link href="#governance">Governance &amp; Legal Framework</Link>,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Governance & Legal Framework' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#governance');
  },
};
