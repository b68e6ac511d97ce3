// The three articles written by hand (ids 1 to 3): the newest, so the blog features them.
// Bodies are Markdown, one paragraph a line (the site renders single line breaks). Their
// '#' headings become h2 under the article's own h1 title (ArticleLayout's convention).
// readingTime is the body's word count over 200, rounded up; the tests check it.
import type { Article } from '../schemas.ts';

const healthcareAccessInCrisisZones = {
  id: 1,
  title: 'Healthcare Access in Crisis Zones',
  slug: 'healthcare-access-crisis-zones',
  summary:
    'When conflict or disaster strikes, health care is often the first service to fail and the last to return. Here is how we fund local partners to keep care within reach.',
  body: `When conflict reaches a town, the local clinic is often among the first things to stop working. Staff are displaced along with everyone else, supply routes close, the power fails and patient records are lost. For the people who stay, and for the families who flee, the result is the same: care that was once a short walk away becomes a journey of days, or disappears altogether.

At the Global Health Access Trust we start from a simple conviction: access to health is a matter of *justice, not charity*. Whether someone can get treatment should not depend on which side of a front line, a border or a checkpoint they happen to be standing.

# What breaks first

Every crisis is different, but anyone who has worked in one will recognise the pattern. The needs that make the headlines, such as injuries and outbreaks, sit on top of a quieter collapse in everyday care:

- **Continuity of treatment.** People living with diabetes, HIV, tuberculosis or high blood pressure lose the medicines that keep them well, and a manageable condition becomes an emergency.
- **Maternal and newborn care.** Births move from health facilities to homes, shelters and roadsides, often without a skilled attendant.
- **Routine immunisation.** Vaccination schedules are interrupted, and diseases that had been kept at bay return within months.
- **Mental health.** Fear, loss and displacement leave deep marks, yet psychological support is rarely part of the first response.
- **The health workforce.** Doctors, nurses and community health workers are themselves affected by the crisis, and many keep working unpaid and exhausted.

Each of these is a failure of access rather than of medicine. The treatments exist; what has gone is the route between the patient and the care they need.

# What we fund

Our grant-making in crisis settings follows the same five pillars as the rest of our work, set out in full on our [What We Fund](/what-we-do) page. In a crisis zone that usually means helping established partners to do a small number of things well:

1. **Bring care to people who cannot travel**, through mobile clinics, outreach teams and community health workers who already know the area.
2. **Keep essential medicines and supplies moving**, including the unglamorous work of storage, cold chains and stock records.
3. **Keep health workers in post**, by covering salaries, safety measures and the training they need for changed conditions.
4. **Protect referral routes**, so that a complicated birth or a serious injury can still reach a hospital that is able to treat it.
5. **Plan for recovery from the start**, so that services restored in an emergency can be handed back to local health authorities rather than simply closing when funding ends.

> In a crisis, the principle that health care is a right and not a favour is tested hardest. It is also where it matters most.

# Why we work through local partners

We do not run clinics ourselves. We fund organisations that were there before the crisis began and will still be there after international attention has moved on. They know which roads are passable, which communities have been missed and which local leaders people trust. Funding them directly, rather than building parallel services, is usually faster, cheaper and more respectful of the people we are trying to serve.

Local partners are also best placed to reach the people most easily overlooked: older people who cannot join an evacuation, people with disabilities, women and girls who face added barriers to care, and families who have been displaced more than once.

# Speed with accountability

Emergencies demand speed, but speed without scrutiny puts both the people we serve and our donors at risk. Every grant we make, including emergency relief, requires a formal resolution of our Board of Trustees. We carry out due diligence in proportion to the risk, we agree clear reporting with every partner, and we expect partners to meet the standards set out in our [Safeguarding Policy](/safeguarding).

We are equally careful with the money entrusted to us: **85% of every donation goes to health programmes**. You can read how we are governed on our [Governance & Legal Framework](/governance-legal-framework) page.

# How you can help

We do not accept unsolicited funding applications. We identify partners through our own research and networks, which lets us move quickly and responsibly when a crisis begins.

If you are a philanthropist, a family, a foundation or an institution that shares our belief that health is a matter of justice, we would welcome a conversation. You can [partner with us](/donate), explore other ways to [get involved](/get-involved), or [contact our team](/contact). We reply to serious enquiries within 48 hours.`,
  publishDate: '2025-09-30',
  author: 'GHAT Editorial Team',
  categories: ['Healthcare Access', 'Emergency Relief'],
  tags: ['HealthEquity', 'CrisisResponse', 'HealthcareAccess', 'HumanitarianHealth'],
  readingTime: 4,
  seoTitle: 'Healthcare Access in Crisis Zones: Keeping Care Within Reach',
  metaDescription:
    'How the Global Health Access Trust funds local partners to keep health care within reach in conflict and disaster: mobile clinics, medicines and health workers.',
  region: 'Eastern Europe',
  programArea: 'Healthcare Access',
} satisfies Article;

const investingInThePeopleWhoDeliverCare = {
  id: 2,
  title: 'Investing in the People Who Deliver Care',
  slug: 'investing-in-the-people-who-deliver-care',
  summary:
    'Clinics and equipment matter, but health systems run on people. Why we fund the training, supervision and support of health workers across Africa.',
  body: `Ask anyone who has tried to improve health services in a rural district what makes the difference, and the answer is rarely a building or a machine. It is a person: the nurse who stays, the midwife who is called at night, the community health worker who knows which households to visit first. Health systems run on people, and in much of Africa there are still far too few of them.

Many countries in sub-Saharan Africa have fewer doctors, nurses and midwives for each person than the World Health Organization considers necessary for essential care. Those who do train often move to cities or abroad, where pay and conditions are better. Rural communities, where needs are often greatest, feel the gap first.

# Why training is a question of access

We often describe access to health care in terms of distance and cost. Both matter. But a clinic that opens without trained staff, or with staff who have never been supported to handle a complicated delivery, is not access in any meaningful sense. That is why *Education & Training* is one of the five pillars of our grant-making, described on our [What We Fund](/what-we-do) page.

> A health system is only as strong as the people who deliver it, and only as fair as the places those people are willing and able to work.

# What we fund

We support established local institutions and partners that train and keep health workers where they are most needed. Depending on the setting, our grants can help to:

- **Train community health workers**, who bring basic care, health education and referrals to the doorstep, and who are often the first point of contact for families far from a clinic.
- **Strengthen midwifery and nursing education**, including clinical placements in rural facilities, so that new graduates arrive already familiar with the conditions they will work in.
- **Provide supervision and mentoring**, because a newly qualified nurse working alone is more likely to leave than one who has regular support from an experienced colleague.
- **Fund continuing professional development**, so that staff can keep pace with new treatments, guidelines and technologies.
- **Build local teaching capacity**, training the trainers so that skills stay in the country once a grant has ended.

# Staying power matters as much as numbers

Training more health workers is only half the task. Keeping them is the other half. We therefore ask our partners not only how many people they will train, but where those people will work, how they will be supported and what will persuade them to stay.

That often leads to practical and unglamorous questions: whether staff are paid on time, whether there is safe accommodation near a rural health centre, whether a nurse can reach a supervisor by phone at two in the morning. The answers shape our funding decisions as much as any training curriculum does.

We also look for programmes that open the profession to people from the communities they will serve. Health workers recruited locally are more likely to speak the languages their patients speak, to understand local customs and concerns, and to remain in post over the long term.

# How we decide what to fund

Every grant we make requires a formal resolution of our Board of Trustees, and every partner goes through due diligence before funding is agreed. We look for organisations with a track record, sound financial controls and a clear commitment to safeguarding, and we agree with each partner how progress will be measured and reported.

We do not accept unsolicited funding applications. Instead, we identify partners through research, our networks and the advice of people who know each context well. You can read more about our principles on our [Governance & Legal Framework](/governance-legal-framework) page.

# Join us

Training a health worker is one of the most lasting investments anyone can make in a community’s health. The skills stay long after the grant has been spent, and they are passed on to colleagues and students for years to come.

If you would like to help us build that workforce, we would be glad to hear from you. Find out how to [get involved](/get-involved), read about [partnering with us](/donate), or [contact our team](/contact) to start a conversation. We reply to serious enquiries within 48 hours.`,
  publishDate: '2025-08-26',
  author: 'GHAT Programmes Team',
  categories: ['Education & Training', 'Impact'],
  tags: ['HealthWorkforce', 'MedicalEducation', 'CommunityHealth', 'HealthEquity'],
  readingTime: 4,
  seoTitle: 'Investing in Health Workers Across Africa',
  metaDescription:
    'Why the Global Health Access Trust funds the training, supervision and retention of nurses, midwives and community health workers across Africa.',
  region: 'Africa',
  programArea: 'Education & Training',
} satisfies Article;

const fromEvidenceToPolicy = {
  id: 3,
  title: 'From Evidence to Policy: Research That Changes Health Systems',
  slug: 'from-evidence-to-policy-research-that-changes-health-systems',
  summary:
    'Good research only improves lives when it reaches the people who make decisions. How we fund evidence and policy work in South Asia, and how we govern those grants.',
  body: `Every health system makes choices: which services to pay for, where to place clinics, how to train staff and who should bear the cost of care. Too often those choices are made with little evidence about what works, for whom and at what price. The result is money spent on the wrong things, and people left without care they could have had.

That is why *Policy & Research* is one of the five pillars of our grant-making, set out on our [What We Fund](/what-we-do) page. We fund work that produces sound evidence and, just as importantly, helps that evidence reach the people who decide how health systems are run.

# Why South Asia

South Asia is home to a large share of the world’s population and to some of its most dynamic health systems. Governments across the region have made real commitments to expanding health coverage. Yet in much of South Asia, households still pay for a large part of their health care out of their own pockets, and a serious illness can push a family into debt.

Closing that gap is, above all, a question of policy: how public money is raised and spent, which services are guaranteed and how the quality of care is checked. Researchers, policymakers and civil society organisations across the region are already working on these questions. Our role is to strengthen their hand.

# What we fund

Our grants in this area support local and regional partners to:

- **Generate practical evidence** on the questions decision-makers are actually asking, such as the cost of a service, the reasons patients do not return or the effect of a change in how staff are paid.
- **Translate findings into policy options**, through briefs, costed proposals and direct engagement with ministries and health authorities.
- **Build research capacity**, so that universities and institutes in the region lead the studies that shape their own health systems.
- **Bring communities into the conversation**, so that the people most affected by a policy have a say in how it is designed and judged.
- **Share what is learned**, openly and in accessible language, so that one country’s experience can inform another’s.

> Evidence that never leaves a journal changes nothing. We fund research that is designed from the start to be used.

# What good policy work looks like

We look for partners who are trusted by governments without being captured by them, and who can say uncomfortable things when the evidence demands it. We favour work that is patient: policy change rarely happens within a single grant, and the most useful research often comes from long relationships between researchers and the officials they advise.

We also ask partners to be honest about uncertainty. A study that shows an idea does not work is as valuable as one that shows it does, provided the findings are shared and acted upon.

# How we govern these grants

Research and policy grants carry their own risks: questions of independence, conflicts of interest and the responsible use of data. Our governance reflects that.

1. **Board approval.** Every grant requires a formal resolution of our Board of Trustees.
2. **Due diligence.** We assess each partner’s track record, financial controls, safeguarding and data protection practices before any funding is agreed.
3. **Independence.** Our founding benefactors have no influence over our governance, and we do not fund work whose conclusions are decided in advance.
4. **Conflicts of interest.** Trustees and staff declare any interests, and those with a conflict take no part in the decision. Our [Conflict of Interest Policy](/conflict-of-interest) sets out how this works.
5. **Public benefit.** Every grant must serve our charitable purposes and benefit the public, not any private interest.

We do not accept unsolicited funding applications. We find partners through our own research and networks, and we publish key documents in our [publications library](/publications).

# Working together

Better evidence, used well, is one of the most cost-effective ways to improve health for millions of people at once. If your foundation, university or institution shares our interest in health policy that genuinely widens access, we would like to hear from you. Read more about [how we work](/how-we-work), or [contact our team](/contact). We reply to serious enquiries within 48 hours.`,
  publishDate: '2025-07-22',
  author: 'GHAT Policy & Research Team',
  categories: ['Policy & Research', 'Governance'],
  tags: ['HealthPolicy', 'Research', 'UniversalHealthCoverage', 'EvidenceToAction'],
  readingTime: 4,
  seoTitle: 'From Evidence to Policy: Health Research in South Asia',
  metaDescription:
    'How the Global Health Access Trust funds research and policy work in South Asia so that evidence reaches decision-makers, and how those grants are governed.',
  region: 'South Asia',
  programArea: 'Policy & Research',
} satisfies Article;

/** The hand-written articles, ids 1 to 3. */
export const handwrittenArticles: readonly Article[] = [
  healthcareAccessInCrisisZones,
  investingInThePeopleWhoDeliverCare,
  fromEvidenceToPolicy,
];
