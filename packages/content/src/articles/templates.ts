// The wording the generated articles (ids 4 to 50) are built from: for each programme area,
// titles, summaries and paragraphs; for each region, the context it gives. '{region}' is the
// region as prose ('the Middle East and North Africa'), '{Region}' the same with a capital.
// Paragraphs are one line each: the site renders a single line break as a new line.
import type { Article } from '../schemas.ts';

export type Region = Article['region'];
export type ProgrammeArea = Article['programArea'];

export interface AreaTemplates {
  /** Enough titles that no area repeats one: each area gets at most 10 of the 47 articles. */
  titles: readonly string[];
  summaries: readonly string[];
  /** At most 160 characters once the region is filled in. */
  metaDescriptions: readonly string[];
  intros: readonly string[];
  headings: readonly string[];
  listIntros: readonly string[];
  /** Five are chosen for each article. */
  listItems: readonly string[];
  /** What success looks like: a paragraph after the list. */
  outcomes: readonly string[];
  approaches: readonly string[];
  /** Hashtag words; two are chosen for each article. */
  tags: readonly string[];
}

export interface RegionTemplates {
  /** In running text and titles: 'the Middle East and North Africa'. */
  name: string;
  /** Where space is short (SEO titles): 'MENA'. */
  shortName: string;
  /** As a hashtag word. */
  tag: string;
  contexts: readonly string[];
}

export const areaTemplates: Record<ProgrammeArea, AreaTemplates> = {
  'Healthcare Access': {
    titles: [
      'Closing the Distance to Care in {region}',
      'The Last Mile: Reaching Remote Communities in {region}',
      'Why Primary Care Comes First in {region}',
      'Community Health Workers on the Front Line of Care in {region}',
      'Making Essential Medicines Reliable in {region}',
      'Safer Births Closer to Home in {region}',
      'When Cost Stands Between Patients and Care in {region}',
      'Mobile Clinics and the Promise of Universal Access in {region}',
      'Healthcare Access in {region}: What Makes the Difference',
      'Bringing Diagnosis Closer to Patients in {region}',
      'Who Gets Left Behind? Fair Access to Health Care in {region}',
      'Keeping Chronic Care Going in {region}',
    ],
    summaries: [
      'Distance, cost and scarce staff keep too many people from basic care in {region}. How we fund partners who bring health services closer to those who need them.',
      'Access to health care in {region} depends too often on where people live and what they can pay. We look at what it takes to close that gap.',
      'From community health workers to reliable medicine supplies: the practical steps that widen access to primary care in {region}.',
    ],
    metaDescriptions: [
      'How we fund local partners to bring primary care within reach in {region}: community health workers, clinics and essential medicines.',
      'Distance and cost still decide who gets care in {region}. How local partners we fund are widening access to primary health care.',
    ],
    intros: [
      'For many families in {region}, the nearest clinic is still hours away on foot, and the journey costs money they do not have. When care is that hard to reach, people wait until an illness becomes an emergency, and conditions that could have been treated cheaply and early become dangerous and expensive. Widening access to primary care is the most direct way to change that.',
      'Health care only helps the people who can reach it. Across {region}, distance, cost, language and discrimination still decide who sees a health worker and who does not. These barriers rarely make headlines, but together they account for a large share of avoidable illness and death, and they fall hardest on women, children, older people and rural communities.',
      'Access to health care is not simply a matter of whether a clinic exists. It depends on whether the clinic is open, whether it has trained staff and medicines, whether people can afford to use it and whether they trust it. In {region}, each of those conditions can fail, and any one of them is enough to keep a patient away.',
      'Most of the care that people need in their lifetime is simple: a vaccination, a check during pregnancy, treatment for an infection, a regular prescription. In {region}, it is often the simplest care that is hardest to find, because the services that provide it are stretched, underfunded or too far away.',
    ],
    headings: ['What widens access', 'What makes a difference', 'Where funding helps most'],
    listIntros: [
      'The approaches that most reliably bring care within reach include:',
      'Our partners focus on a small number of practical changes:',
      'Experience points to a few measures that make the greatest difference:',
    ],
    listItems: [
      '**Community health workers** who visit households, treat common illnesses and refer patients who need more',
      '**Mobile and outreach clinics** that travel to villages and settlements on a regular, published schedule',
      '**Reliable supplies of essential medicines**, with simple stock systems that warn before shelves run empty',
      '**Removing fees for priority services** such as maternal care, child health and treatment of infectious disease',
      '**Transport and referral arrangements** so that emergencies can reach a hospital in time',
      '**Point-of-care testing** that gives patients a diagnosis in a single visit',
      '**Services designed with communities**, including women, people with disabilities and minority groups',
    ],
    outcomes: [
      'Success is measured in the experience of patients: a mother who gives birth with a skilled attendant, a child treated for fever on the day symptoms appear, an older man who collects his blood pressure tablets every month without a long journey. One by one these are modest outcomes, but together they change a community’s health.',
      'When access improves, the signs are practical and measurable: more people seen early rather than in crisis, fewer families paying for care they cannot afford, fewer referrals that arrive too late. We ask partners to track these changes, and to tell us when they are not happening.',
      'Better access also builds trust. When people know a clinic will be open, staffed and stocked, they come sooner and return for follow-up. That trust is slow to build and quick to lose, which is why reliability matters as much as reach.',
    ],
    approaches: [
      'We fund established local partners rather than running services ourselves. They know which communities are missed, and they stay when short-term projects end. Every grant is approved by a formal resolution of our Board of Trustees and follows due diligence on the partner’s governance, finances and safeguarding. You can read how healthcare access fits within our five funding pillars on our [What We Fund](/what-we-do) page.',
      'Our grants favour work that can be sustained: services that local health authorities can adopt, staff who are trained and paid locally, and supply systems that outlast a single project. We measure progress by whether more people receive care, not by how much equipment is delivered.',
      'We look for partners who already have the trust of the communities they serve and who are honest about what is and is not working. We agree with each one how progress will be measured, from the number of patients seen to the time it takes to reach a referral hospital, and we review those measures together.',
    ],
    tags: [
      'HealthEquity',
      'PrimaryCare',
      'UniversalHealthCoverage',
      'CommunityHealth',
      'HealthcareAccess',
    ],
  },

  'Education & Training': {
    titles: [
      'Training the Next Generation of Health Workers in {region}',
      'Why Health Workforce Training Matters in {region}',
      'Skills That Stay: Building Local Teaching Capacity in {region}',
      'Supporting Community Health Workers in {region}',
      'Midwifery Education and Safer Births in {region}',
      'Keeping Nurses Where They Are Needed Most in {region}',
      'Mentoring and Supervision for Health Workers in {region}',
      'Continuing Education for Frontline Clinicians in {region}',
      'From Classroom to Clinic: Practical Training in {region}',
      'Health Education That Communities Trust in {region}',
      'Investing in Health Trainers Across {region}',
      'Digital Learning for Health Workers in {region}',
    ],
    summaries: [
      'Health systems run on people. How investing in the training, supervision and retention of health workers widens access to care in {region}.',
      'Well-trained health workers are the foundation of access to care. We look at what effective education and training look like in {region}.',
      'From community health workers to specialist nurses, the skills of the health workforce decide the quality of care. Why we fund training in {region}.',
    ],
    metaDescriptions: [
      'Why we fund the training, supervision and retention of nurses, midwives and community health workers in {region}.',
      'Skilled health workers are the foundation of care. How the training we fund in {region} changes practice and keeps staff in post.',
    ],
    intros: [
      'Clinics, medicines and equipment all depend on one thing: people with the skills to use them. In {region}, too many health facilities are short of trained staff, and those who are in post often work with little supervision or chance to update their skills. Investing in the health workforce is one of the surest ways to make care both available and safe.',
      'A nurse who knows how to manage a difficult birth, a community health worker who can recognise pneumonia in a child, a clinical officer trained to spot the early signs of sepsis: each can be the difference between a preventable death and a recovery. Across {region}, the shortage of such skills is one of the greatest barriers to good care.',
      'Training a health worker is among the most lasting investments anyone can make in a community’s health. The skills remain long after a grant has ended, and they are passed on to colleagues and students. That is why education and training is one of the five pillars of our grant-making, and why it matters so much in {region}.',
      'The quality of care a patient receives depends less on the building they walk into than on the person who treats them. In {region}, many health workers are expected to handle conditions they were never trained for, often alone and far from experienced colleagues.',
    ],
    headings: [
      'What effective training looks like',
      'Where training makes the difference',
      'Building skills that last',
    ],
    listIntros: [
      'Our partners focus on training that changes practice, not just knowledge:',
      'The programmes we support typically combine several elements:',
      'Effective workforce programmes share a few features:',
    ],
    listItems: [
      '**Practical, competency-based courses** with supervised placements in the facilities where trainees will work',
      '**Training for community health workers** in prevention, basic treatment and timely referral',
      '**Midwifery and nursing education** aligned with national standards and curricula',
      '**Supportive supervision and mentoring** so that newly qualified staff are not left to work alone',
      '**Continuing professional development** that keeps clinicians up to date with changing guidelines',
      '**Training of trainers**, so that local institutions can run courses without outside support',
      '**Blended and digital learning** that reaches health workers in remote areas without taking them away from their posts',
    ],
    outcomes: [
      'The results of good training show up at the bedside: fewer complications in childbirth, faster recognition of serious illness in children, more patients referred at the right time. They also show up in staff who feel confident, supported and more likely to stay in their posts.',
      'Well-designed training pays back many times over. A single trained midwife may attend thousands of births over her career, and a trained supervisor can raise the standard of care across a whole district. That multiplier is why we treat workforce education as a long-term investment.',
      'We are equally interested in who is trained. Programmes that recruit from rural and under-served communities are more likely to produce health workers who return to serve them, speak their languages and understand their concerns.',
    ],
    approaches: [
      'We fund local training institutions, professional associations and health authorities rather than importing short courses from abroad. Every grant is approved by a formal resolution of our Board of Trustees after due diligence, and we agree with each partner how it will measure not only how many people are trained but whether they stay and practise. More on this pillar is on our [What We Fund](/what-we-do) page.',
      'Training more health workers is only half the task; keeping them is the other half. We ask partners where graduates will work, how they will be supported and what will encourage them to stay, and we favour programmes that recruit trainees from the communities they will serve.',
      'We judge success by changes in practice and in patient care, not by certificates issued. Our partners follow up with the health workers they train, and we review the findings with them so that each round of training improves on the last.',
    ],
    tags: [
      'HealthWorkforce',
      'MedicalEducation',
      'Nursing',
      'CommunityHealthWorkers',
      'SkillsForHealth',
    ],
  },

  'Systems Strengthening': {
    titles: [
      'Strengthening Health Systems from the Ground Up in {region}',
      'Supply Chains That Keep Clinics Stocked in {region}',
      'Better Health Data for Better Decisions in {region}',
      'Resilient Health Facilities for a Changing Climate in {region}',
      'Why Health Systems Matter More Than Single Projects in {region}',
      'Referral Networks That Save Lives in {region}',
      'Power, Water and the Basics of Safe Care in {region}',
      'Strengthening District Health Management in {region}',
      'Quality of Care as a Systems Challenge in {region}',
      'Rebuilding Health Services After Crisis in {region}',
      'The Hidden Infrastructure of Health Care in {region}',
      'Laboratories at the Heart of Health Systems in {region}',
    ],
    summaries: [
      'Lasting access to care depends on systems that work: supplies, data, facilities and management. How we fund stronger health systems in {region}.',
      'Single projects come and go; health systems remain. Why we invest in the foundations of care in {region}.',
      'From supply chains to health data, the unseen parts of a health system decide whether care reaches patients. A look at systems strengthening in {region}.',
    ],
    metaDescriptions: [
      'How we help strengthen health systems in {region}: supply chains, health data, facilities and management that last.',
      'The unseen parts of a health system decide whether care reaches patients. Our approach to systems strengthening in {region}.',
    ],
    intros: [
      'A clinic can be staffed and open and still fail its patients if the medicines do not arrive, the laboratory cannot process tests or the referral hospital has no record of who is coming. In {region}, many of the barriers to care sit in these unseen parts of the health system. Strengthening them is slow, unglamorous work, and it is where lasting change happens.',
      'Health projects that work around a weak system often leave little behind when they end. Projects that strengthen the system itself, its supply chains, information, facilities and management, keep paying dividends for years. That is the thinking behind our work on health systems in {region}.',
      'Every patient relies on a chain of things going right: a functioning facility, a trained worker, a medicine in stock, a test result returned, a referral accepted. Across {region}, a weakness at any link can break the chain. Our systems strengthening grants aim to make each link more reliable.',
      'When people talk about access to health care, they usually mean clinics and staff. Behind both sit the systems that make care possible: procurement, maintenance, data, finance and management. In {region}, these systems are often the first to be neglected and the last to be repaired.',
    ],
    headings: [
      'Where systems fail patients',
      'The building blocks we fund',
      'Strengthening the foundations',
    ],
    listIntros: [
      'Our partners concentrate on the parts of the system that patients never see but always depend on:',
      'The systems work we fund includes:',
      'Typical areas of investment include:',
    ],
    listItems: [
      '**Supply chain management**, from forecasting demand to tracking stock in each facility',
      '**Health information systems** that give managers timely, accurate data for planning',
      '**Laboratory and diagnostic capacity**, including quality assurance and sample transport',
      '**Reliable power, water and sanitation** in health facilities, often through solar energy and simple maintenance plans',
      '**Referral systems** that link community services, health centres and hospitals',
      '**Management and leadership training** for district and facility managers',
      '**Quality improvement programmes** that help facilities measure and raise standards of care',
    ],
    outcomes: [
      'When systems work, patients rarely notice. Medicines are on the shelf, test results come back in days rather than weeks, and a referral letter is expected at the hospital. Those quiet improvements are the best evidence that a health system is becoming stronger.',
      'Stronger systems also cope better with shocks. A facility with reliable power, a district with good data and a supply chain with some spare capacity are far better placed to respond to an outbreak, a flood or a sudden rise in demand.',
      'Good data is central to all of this. When managers can see where stocks are running low, where staff are overstretched and where patients are being lost, they can act early instead of reacting to a crisis.',
    ],
    approaches: [
      'We work alongside health authorities and established local partners, so that improvements become part of how the system runs rather than a parallel structure. Every grant requires a formal resolution of our Board of Trustees and follows due diligence on the partner’s governance and finances. More about this pillar is on our [What We Fund](/what-we-do) page.',
      'Systems strengthening takes time, so we favour longer partnerships and realistic goals. We agree with partners a small number of measures that matter to patients, such as how often essential medicines are out of stock or how quickly test results are returned, and we track them over the life of each grant.',
      'We ask every partner the same question: what will remain when our funding ends? The best answers involve skills, systems and budgets that local institutions own and can sustain, and that is where we direct our support.',
    ],
    tags: ['HealthSystems', 'SupplyChains', 'HealthData', 'QualityOfCare', 'Resilience'],
  },

  'Policy & Research': {
    titles: [
      'Evidence for Fairer Health Policy in {region}',
      'Turning Research into Better Health Care in {region}',
      'Who Pays for Health Care? Financing Reform in {region}',
      'Listening to Patients: Community Voices in Health Policy in {region}',
      'Building Local Research Capacity in {region}',
      'Measuring What Matters in Health Systems in {region}',
      'Health Policy for Migrants and Displaced People in {region}',
      'The Case for Universal Health Coverage in {region}',
      'Research Partnerships That Shape Health Policy in {region}',
      'Closing the Gap Between Evidence and Practice in {region}',
      'Health Equity and the Data We Need in {region}',
      'Policy Lessons from Primary Care Reform in {region}',
    ],
    summaries: [
      'Good evidence only improves lives when it reaches decision-makers. How we fund research and policy work that widens access to care in {region}.',
      'Many of the biggest barriers to health care are set by policy. A look at the research and advocacy we support in {region}.',
      'From health financing to community voices: the policy questions that decide who gets care in {region}, and how research can help answer them.',
    ],
    metaDescriptions: [
      'How the Global Health Access Trust funds health research and policy work in {region} so that evidence reaches the people who decide.',
      'Policy decides who gets care. The research, financing analysis and community engagement we fund in {region}.',
    ],
    intros: [
      'Many of the most important decisions about health care are made far from any clinic: in budgets, regulations and national strategies. In {region}, those decisions shape who pays for care, which services are guaranteed and where health workers are posted. When they rest on sound evidence and the experience of patients, they can widen access for millions of people at once.',
      'Research that never leaves a journal changes nothing. What matters is whether evidence reaches the people who decide how health systems are run, and whether they trust it enough to act. In {region}, strong local researchers and policy institutes are already working on these questions, and our role is to strengthen their hand.',
      'Every health system makes choices about what to fund, where and for whom. Too often, those choices are made with little information about what works and what it costs. Across {region}, better evidence and more open policy debate could redirect resources towards the services that matter most.',
      'Policy is where access to health care is won or lost at scale. A single change to how care is financed or who is entitled to it can matter more than many individual projects. That is why policy and research is one of the five pillars of our grant-making, including in {region}.',
    ],
    headings: [
      'Where evidence can make a difference',
      'What we support',
      'From evidence to action',
    ],
    listIntros: [
      'The research and policy work we fund includes:',
      'Our partners typically work on several fronts at once:',
      'We look for work that combines rigour with practical use:',
    ],
    listItems: [
      '**Applied research** on the questions decision-makers are actually asking, such as costs, coverage and quality',
      '**Health financing analysis** that shows who pays for care and how financial protection could be improved',
      '**Policy briefs and costed proposals** written for ministries and health authorities',
      '**Community engagement**, so that patients and marginalised groups help shape the policies that affect them',
      '**Stronger local universities and institutes**, so that research is led from within the region',
      '**Open publication of findings**, in accessible language and in the languages people speak',
      '**Independent monitoring** of whether health commitments are being kept',
    ],
    outcomes: [
      'The impact of policy work is measured in decisions: a budget line that protects primary care, a guideline that reflects the latest evidence, an entitlement extended to a group that was previously excluded. Such changes can improve access for whole populations, long after a research project has ended.',
      'We value research that is done with, not just about, the people affected. Patients, health workers and community organisations bring knowledge that no dataset captures, and their involvement makes findings more credible to decision-makers.',
      'Independent evidence also helps hold commitments to account. When governments pledge to expand coverage or reduce costs for patients, careful monitoring shows whether those promises are reaching the people they were made to.',
    ],
    approaches: [
      'We fund partners who are trusted by governments without being captured by them, and who are willing to publish findings that are uncomfortable. Every grant requires a formal resolution of our Board of Trustees, and trustees with a conflict of interest take no part in the decision. More about this pillar is on our [What We Fund](/what-we-do) page.',
      'Policy change rarely happens within a single grant, so we favour patient, long-term partnerships between researchers and the officials they advise. We ask partners to be honest about uncertainty: a study showing that an idea does not work is as valuable as one showing that it does.',
      'We judge policy and research grants by their use, not their volume. We agree with each partner how findings will reach decision-makers, and we look for evidence that they have informed budgets, guidelines or practice.',
    ],
    tags: [
      'HealthPolicy',
      'Research',
      'EvidenceToAction',
      'HealthFinancing',
      'UniversalHealthCoverage',
    ],
  },

  'Emergency Relief': {
    titles: [
      'Keeping Health Services Running Through Crisis in {region}',
      'Emergency Health Care for Displaced Families in {region}',
      'From Relief to Recovery: Health Services in {region}',
      'Protecting Health Workers in Emergencies in {region}',
      'Medicines and Supplies When Routes Are Cut in {region}',
      'Mental Health Support After Crisis in {region}',
      'Maternal Care in Emergencies in {region}',
      'Rapid Response, Lasting Results: Emergency Relief in {region}',
      'Mobile Health Teams in Crisis-Affected Areas of {region}',
      'Chronic Illness in the Shadow of Emergency in {region}',
      'Supporting Host Communities and Refugees in {region}',
      'Preparing for the Next Emergency in {region}',
    ],
    summaries: [
      'When crisis strikes, health care is often the first service to fail. How we fund local partners to keep care within reach in {region}.',
      'Emergency relief that saves lives today and leaves stronger health services behind: our approach in {region}.',
      'Conflict, displacement and disaster put health care out of reach for those who need it most. What effective emergency health relief looks like in {region}.',
    ],
    metaDescriptions: [
      'How we fund local partners to keep health care within reach during conflict, displacement and disaster in {region}.',
      'Emergency health relief that saves lives and leaves stronger services behind: our approach in {region}.',
    ],
    intros: [
      'When conflict or disaster strikes, health care is often among the first services to fail. Clinics are damaged, staff are displaced and supply routes close, just as the need for care rises sharply. In {region}, families forced from their homes can lose access to treatment they have relied on for years, and conditions that were well managed become emergencies.',
      'The injuries and outbreaks that make the news are only part of a health emergency. Beneath them lies a quieter collapse in everyday care: births without a skilled attendant, interrupted vaccinations, missed treatment for long-term conditions. In {region}, responding well means addressing both.',
      'Speed matters in an emergency, but so does what is left behind. Relief that bypasses local health services can leave them weaker than before. Across {region}, we fund emergency health work that saves lives now and helps services recover afterwards.',
      'For people caught up in a crisis, the distance to care can grow overnight. A clinic that was a short walk away may be closed, destroyed or on the other side of a front line. In {region}, bringing care back within reach is one of the most urgent tasks of any emergency response.',
    ],
    headings: [
      'What an effective response needs',
      'Where emergency funding helps most',
      'Priorities in an emergency',
    ],
    listIntros: [
      'In a crisis, our partners concentrate on a few priorities:',
      'The emergency health grants we make typically support:',
      'The most effective emergency responses share several features:',
    ],
    listItems: [
      '**Mobile clinics and outreach teams** that reach people who cannot travel',
      '**Essential medicines and supplies**, including treatment for long-term conditions such as diabetes and hypertension',
      '**Maternal and newborn care**, so that births remain safe when facilities are disrupted',
      '**Psychological first aid and mental health support** for children and adults',
      '**Salaries and safety for health workers** who keep services running under pressure',
      '**Support for host communities**, whose own services are stretched by new arrivals',
      '**Early recovery planning**, so that services can be handed back to local authorities',
    ],
    outcomes: [
      'A good emergency response is judged not only by the lives it saves in the first weeks but by the services it leaves behind. Health workers who were paid and protected, supply lines that were kept open and facilities that were repaired all shorten the road to recovery.',
      'People in crisis are not only patients. They are also carers, health workers and community leaders, and the most effective responses involve them in deciding what help is needed and how it should be delivered.',
      'Emergencies also reveal where health systems were already weak. Relief that is planned with recovery in mind can help close those gaps, so that communities are better prepared when the next crisis comes.',
    ],
    approaches: [
      'We work through local organisations that were present before the emergency and will remain after it. Emergency relief, like every grant we make, requires a formal resolution of our Board of Trustees, and we carry out due diligence in proportion to the risk. More on this pillar is on our [What We Fund](/what-we-do) page.',
      'Our emergency grants are designed to strengthen rather than replace local health services. We agree with partners from the start how services will be handed over or sustained, and we expect them to meet high standards of safeguarding and accountability to the people they serve.',
      'Accountability does not pause in a crisis. We agree clear reporting with each partner, check that help reaches those most at risk, including older people, people with disabilities, and women and girls, and review the lessons with partners once the acute phase has passed.',
    ],
    tags: [
      'EmergencyRelief',
      'HumanitarianHealth',
      'CrisisResponse',
      'MentalHealth',
      'Displacement',
    ],
  },
};

export const regionTemplates: Record<Region, RegionTemplates> = {
  Africa: {
    name: 'Africa',
    shortName: 'Africa',
    tag: 'Africa',
    contexts: [
      'Africa is home to some of the fastest-growing populations in the world, and to health systems that have made real progress against infectious disease. Yet in many countries, rural communities still live far from the nearest health facility, and households meet a large share of health costs themselves. Shortages of trained staff, especially outside the cities, remain one of the biggest constraints on care.',
      'Across much of sub-Saharan Africa, community health workers, nurses and clinical officers carry most of the load of primary care. Infectious diseases such as malaria and tuberculosis remain major causes of illness, while high blood pressure, diabetes and other long-term conditions are rising fast. Health systems must respond to both at once, often on very limited budgets.',
      'Many African governments have committed to universal health coverage, and some have extended free care for mothers and young children. The challenge now is turning those commitments into services that people can reach and rely on, especially in remote areas, informal settlements and places affected by conflict or climate shocks.',
    ],
  },
  'South Asia': {
    name: 'South Asia',
    shortName: 'South Asia',
    tag: 'SouthAsia',
    contexts: [
      'South Asia is home to around a quarter of the world’s population. Its countries have made striking gains in child survival and immunisation, helped by large networks of community health workers such as India’s ASHAs, Pakistan’s Lady Health Workers and Nepal’s Female Community Health Volunteers. Yet the quality of care varies widely, and many households still pay for a large share of it themselves.',
      'In South Asia, public and private health services sit side by side, and patients often move between them, paying out of pocket at each step. Rural areas and urban informal settlements are the least well served. Rising rates of diabetes, heart disease and mental illness are adding to longstanding challenges in maternal and child health.',
      'Across South Asia, health workers are the backbone of primary care, but they are unevenly spread, and many work with limited supervision or few opportunities to train. Floods, heatwaves and other climate-related shocks increasingly disrupt services in low-lying and remote areas.',
    ],
  },
  MENA: {
    name: 'the Middle East and North Africa',
    shortName: 'MENA',
    tag: 'MENA',
    contexts: [
      'The Middle East and North Africa includes some of the most advanced health systems in the world and some of the most fragile. Protracted conflicts have damaged hospitals and clinics, scattered health workers and displaced millions of people, both within their own countries and across borders.',
      'Across the Middle East and North Africa, countries hosting large refugee populations face sustained pressure on their public health services. Water scarcity, extreme heat and damaged infrastructure add further strain, and long-term conditions such as diabetes and heart disease are among the leading causes of illness.',
      'In parts of the Middle East and North Africa, years of crisis have left health systems running on damaged infrastructure, irregular supplies and unpaid staff. Where conflict has eased, rebuilding those systems, rather than simply reopening buildings, is the central challenge.',
    ],
  },
  'Latin America': {
    name: 'Latin America',
    shortName: 'Latin America',
    tag: 'LatinAmerica',
    contexts: [
      'Latin America has made major progress towards universal health coverage, but it remains one of the most unequal regions in the world. Indigenous peoples, Afro-descendant communities and people in remote rural areas often have far poorer access to care than their urban neighbours, and health systems are frequently split between public, social insurance and private providers.',
      'Across Latin America, patients often pay substantial costs out of pocket, even where public coverage exists on paper. Large movements of migrants and displaced people within the region have placed new demands on health services in host countries, while long-term conditions now account for most of the burden of disease.',
      'Latin America has a strong tradition of public health research and of community participation in health. That tradition is a real asset, but evidence does not always reach the decision-makers who set budgets and entitlements, and the communities most affected by policy are often the least heard.',
    ],
  },
  'Eastern Europe': {
    name: 'Eastern Europe',
    shortName: 'Eastern Europe',
    tag: 'EasternEurope',
    contexts: [
      'In Eastern Europe, the war in Ukraine has caused the largest displacement of people in Europe for decades. Attacks on health facilities, damaged power and water networks and the loss of health workers have disrupted care for millions, while neighbouring countries have welcomed large numbers of refugees into their health systems.',
      'Across Eastern Europe, health systems are being reformed, often with limited resources. Ageing populations, high rates of heart disease and rising mental health needs place heavy demands on services, and people in rural areas and those displaced by conflict face the greatest barriers to care.',
      'In parts of Eastern Europe affected by conflict, health workers have kept services running under extraordinary pressure. Continuity of treatment for long-term conditions, mental health support and the protection of health facilities are among the most pressing needs, alongside support for the countries hosting people who have fled.',
    ],
  },
};

/** The heading over the region's context, whatever the area. */
export const regionHeadings: readonly string[] = [
  'The context in {region}',
  'Understanding the challenge in {region}',
  'The picture in {region}',
];

/** The closing paragraph, whatever the area: where to go next. */
export const closings: readonly string[] = [
  'We do not accept unsolicited funding applications, but we welcome conversations with philanthropists, foundations and institutions who share our belief that access to health is a matter of justice, not charity. [Contact our team](/contact) to find out more.',
  'If you would like to support this work, you can [partner with us](/donate) or explore other ways to [get involved](/get-involved). We reply to serious enquiries within 48 hours.',
  'To learn more about how we choose and govern our grants, visit our [Governance & Legal Framework](/governance-legal-framework) page, or [get in touch](/contact) to discuss a partnership.',
  'Read more about [what we fund](/what-we-do) and [how we work](/how-we-work), or [contact us](/contact) if you would like to support programmes like these.',
];

/** Who the generated articles are by. */
export const generatedAuthors: readonly string[] = [
  'GHAT Editorial Team',
  'GHAT Programmes Team',
  'GHAT Partnerships Team',
  'GHAT Communications Team',
];
