// Trustee Biographies (/trustee-biographies): the seven trustees. Their names are
// the trust's to supply: until then each name is a placeholder (nameConfirmed: false).
import type { PageMeta, Trustee } from '../schemas.ts';

export const meta: PageMeta = {
  path: '/trustee-biographies',
  title: 'Trustee Biographies',
  description:
    'The seven trustees of the Global Health Access Trust: their roles, backgrounds and why they serve. Three are operational signatories; the rest are advisory or non-executive.',
};

export const hero: { title: string; intro: string } = {
  title: 'Trustee Biographies',
  intro:
    'The trust is governed by a Board of seven trustees, who are collectively responsible for everything the trust does.',
};

/** Shown above the cards while any trustee's name is still a placeholder. */
export const placeholderNote =
  'Trustee names will be published once the trust has confirmed each appointment for publication. Until then each card shows a placeholder in place of the trustee’s name; the roles are those of the trust’s structure.';

/** How signing authority is shared on the Board. */
export const signatoryStatement =
  'Only three trustees are operational signatories: the Chair of Trustees, the Executive Lead and the Trust Development Coordinator. The rest are advisory or non-executive trustees, who oversee and advise but do not sign for the trust.';

export const trustees: Trustee[] = [
  {
    name: 'Trustee 1 (name to be confirmed)',
    nameConfirmed: false,
    role: 'Chair of Trustees',
    bio: 'The Chair leads the Board of Trustees, sets its agenda and is accountable for the trust’s governance. The Chair brings long experience of board leadership in the health and charitable sectors, and is one of the trust’s three operational signatories.',
    quote:
      'Good governance is how a trust keeps faith with the people it serves. Every decision we make has to be one we would be proud to explain to them.',
    operationalSignatory: true,
  },
  {
    name: 'Trustee 2 (name to be confirmed)',
    nameConfirmed: false,
    role: 'Executive Lead',
    bio: 'The Executive Lead runs the trust’s operations and grant programmes within the decisions of the Board, and works with partners from first conversation to final report. An operational signatory, the Executive Lead brings experience of managing health programmes internationally.',
    quote:
      'The best grants are partnerships. We listen first, fund what works and stay alongside our partners for the long term.',
    operationalSignatory: true,
  },
  {
    name: 'Trustee 3 (name to be confirmed)',
    nameConfirmed: false,
    role: 'Trust Development Coordinator',
    bio: 'The Trust Development Coordinator leads the trust’s relationships with donors, institutions and partners, and coordinates its development. The third operational signatory, they bring experience of philanthropy and partnership building.',
    quote:
      'People give to causes they trust. Our job is to earn that trust and to show, plainly, what every gift achieves.',
    operationalSignatory: true,
  },
  {
    name: 'Trustee 4 (name to be confirmed)',
    nameConfirmed: false,
    role: 'Senior Governance Advisor',
    bio: 'The Senior Governance Advisor advises the Board on governance, compliance and the annual review of its policies. An advisory trustee, they bring experience of charity governance and regulation.',
    quote:
      'Strong policies are not paperwork. They are the promises a charity makes to its beneficiaries, its donors and the public.',
    operationalSignatory: false,
  },
  {
    name: 'Trustee 5 (name to be confirmed)',
    nameConfirmed: false,
    role: 'Legal Affairs Advisor',
    bio: 'The Legal Affairs Advisor advises the Board on charity law, grant agreements and the trust’s legal obligations. An advisory trustee, they bring experience of legal practice in the charitable sector.',
    quote:
      'The law gives a charity its shape. Respecting it carefully is what allows us to act boldly for the people we serve.',
    operationalSignatory: false,
  },
  {
    name: 'Trustee 6 (name to be confirmed)',
    nameConfirmed: false,
    role: 'Non-Executive Trustee and Safeguarding Lead',
    bio: 'As Safeguarding Lead, this non-executive trustee oversees the trust’s safeguarding policy and makes sure that every partner we fund protects the people it works with. They bring experience of safeguarding in health and humanitarian settings.',
    quote:
      'Dignity and safety come first. No programme is worth doing if it puts the people it serves at risk.',
    operationalSignatory: false,
  },
  {
    name: 'Trustee 7 (name to be confirmed)',
    nameConfirmed: false,
    role: 'Non-Executive Trustee',
    bio: 'This non-executive trustee brings independent scrutiny to the Board’s decisions, with particular attention to financial oversight and risk. They bring experience of public health and international development.',
    quote:
      'Independent challenge makes a board stronger. Asking the difficult question early is a kindness to everyone.',
    operationalSignatory: false,
  },
];
