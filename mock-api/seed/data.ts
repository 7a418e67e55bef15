/** Word lists for the seed: Australian suburbs, centre brands, people and document titles. */

/** suburb, state, postcode, phone area code */
export const SUBURBS: [string, string, string, string][] = [
  ['Bondi', 'NSW', '2026', '02'],
  ['Parramatta', 'NSW', '2150', '02'],
  ['Newtown', 'NSW', '2042', '02'],
  ['Chatswood', 'NSW', '2067', '02'],
  ['Penrith', 'NSW', '2750', '02'],
  ['Wollongong', 'NSW', '2500', '02'],
  ['Newcastle', 'NSW', '2300', '02'],
  ['Manly', 'NSW', '2095', '02'],
  ['Fitzroy', 'VIC', '3065', '03'],
  ['Brunswick', 'VIC', '3056', '03'],
  ['St Kilda', 'VIC', '3182', '03'],
  ['Geelong', 'VIC', '3220', '03'],
  ['Ballarat', 'VIC', '3350', '03'],
  ['Box Hill', 'VIC', '3128', '03'],
  ['Frankston', 'VIC', '3199', '03'],
  ['Paddington', 'QLD', '4064', '07'],
  ['Southport', 'QLD', '4215', '07'],
  ['Toowoomba', 'QLD', '4350', '07'],
  ['Cairns', 'QLD', '4870', '07'],
  ['Townsville', 'QLD', '4810', '07'],
  ['Noosa Heads', 'QLD', '4567', '07'],
  ['Fremantle', 'WA', '6160', '08'],
  ['Subiaco', 'WA', '6008', '08'],
  ['Joondalup', 'WA', '6027', '08'],
  ['Bunbury', 'WA', '6230', '08'],
  ['Glenelg', 'SA', '5045', '08'],
  ['Norwood', 'SA', '5067', '08'],
  ['Mount Barker', 'SA', '5251', '08'],
  ['Sandy Bay', 'TAS', '7005', '03'],
  ['Launceston', 'TAS', '7250', '03'],
  ['Belconnen', 'ACT', '2617', '02'],
  ['Tuggeranong', 'ACT', '2900', '02'],
  ['Palmerston', 'NT', '0830', '08'],
  ['Alice Springs', 'NT', '0870', '08'],
  ['Byron Bay', 'NSW', '2481', '02'],
  ['Bendigo', 'VIC', '3550', '03'],
];

export const STREETS = [
  'Campbell Parade', 'Church Street', 'King Street', 'Victoria Avenue', 'High Street', 'Crown Street', 'Hunter Street',
  'The Corso', 'Smith Street', 'Sydney Road', 'Fitzroy Street', 'Moorabool Street', 'Sturt Street', 'Whitehorse Road',
  'Given Terrace', 'Scarborough Street', 'Ruthven Street', 'Lake Street', 'Flinders Street', 'Hastings Street',
  'Market Street', 'Rokeby Road', 'Grand Boulevard', 'Victoria Street', 'Jetty Road', 'The Parade', 'Gawler Street',
  'Sandy Bay Road', 'Brisbane Street', 'Benjamin Way', 'Anketell Street', 'University Avenue', 'Todd Street',
  'Jonson Street', 'Pall Mall', 'Oxford Street', 'George Street', 'Pitt Street',
];

/** Brand stems per service type (1 Long Daycare, 2 Family Daycare, 3 Pre-school, 4 OOSH). */
export const BRANDS: Record<1 | 2 | 3 | 4, string[]> = {
  1: ['Sunshine Early Learning', 'Little Wattles Childcare', 'Gumnut Early Learning Centre', 'Koala Cubs Early Education', 'Bright Beginnings Child Care', 'Bluebell Long Day Care', 'Possum Patch Early Learning', 'Harbourside Kids Early Learning'],
  2: ['Kookaburra Family Day Care', 'Homegrown Family Day Care', 'Nestled In Family Day Care', 'Bottlebrush Family Day Care', 'Riverbend Family Day Care'],
  3: ['Waratah Preschool', 'Acorn Community Kindergarten', 'Banksia Preschool', 'Little Acorns Kindergarten', 'Jacaranda Preschool', 'Seedlings Community Preschool'],
  4: ['Little Explorers OSHC', 'After the Bell OSHC', 'Camp Australia OSHC', 'Sports Stars Outside School Hours Care', 'Kidz Zone OSHC'],
};

export const FIRST_NAMES = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Harper', 'Sophie', 'Ella', 'Zoe', 'Ruby',
  'Matilda', 'Lily', 'Evie', 'Jack', 'Oliver', 'William', 'Noah', 'Thomas', 'James', 'Lucas', 'Henry', 'Liam',
  'Ethan', 'Lachlan', 'Cooper', 'Archie', 'Hamish', 'Priya', 'Mei', 'Aisha', 'Nguyen', 'Sakura', 'Fatima', 'Ana',
  'Mateo', 'Arjun', 'Ming',
];
export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson',
  'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davies', 'Wright', 'Murphy',
  'Patel', 'Singh', 'Chen', 'Kaur', 'Papadopoulos', 'Rossi', 'OConnor', 'Campbell', 'Mitchell', 'Clarke', 'Hughes',
];

export const BRAND_COLOURS = ['#f5a623', '#2e7d32', '#1565c0', '#6a1b9a', '#c62828', '#00838f', '#ef6c00', '#ad1457', '#4e342e', '#283593', '#558b2f', '#000000'];

export const USER_DESCRIPTIONS = [
  'Centre director', 'Educational leader', 'Room leader, nursery', 'Room leader, kindergarten room', 'Nominated supervisor',
  'Early childhood teacher', 'Certificate III educator', 'Diploma qualified educator', 'Family day care educator',
  'OSHC coordinator', 'Approved provider representative', 'Administration officer', 'Cook and nutrition lead', '',
];

/** NQA area names (National Quality Standard quality areas). */
export const NQA_AREA_NAMES = [
  'Educational Program and Practice',
  "Children's Health and Safety",
  'Physical Environment',
  'Staffing Arrangements',
  'Relationships with Children',
  'Collaborative Partnerships with Families and Communities',
  'Governance and Leadership',
];

/** Document titles per NQA area. */
export const DOC_TITLES: Record<number, string[]> = {
  1: ['Educational Program Policy', 'Curriculum Planning Procedure', 'Documenting Learning Policy', 'Critical Reflection Procedure', 'Play-based Learning Guide', 'Transition to School Procedure'],
  2: ['Sun Safety Policy', 'Medical Conditions Policy', 'Incident, Injury, Trauma and Illness Procedure', 'Child Protection Policy', 'Food Safety Procedure', 'Sleep and Rest Policy', 'Water Safety Procedure', 'Immunisation and Infectious Diseases Policy'],
  3: ['Outdoor Environment Maintenance Procedure', 'Safe Equipment Policy', 'Sustainability Policy', 'Indoor Environment Checklist Procedure', 'Hazard Identification Procedure'],
  4: ['Staffing Arrangements Policy', 'Educator to Child Ratio Procedure', 'Staff Induction Procedure', 'Professional Development Policy', 'Code of Conduct Policy'],
  5: ['Interactions with Children Policy', 'Behaviour Guidance Procedure', 'Respect for Children Policy', 'Positive Relationships Procedure'],
  6: ['Family Communication Policy', 'Enrolment and Orientation Procedure', 'Complaints Handling Policy', 'Community Engagement Procedure', 'Inclusion Support Policy'],
  7: ['Governance and Management Policy', 'Privacy and Confidentiality Policy', 'Continuous Improvement Procedure', 'Record Keeping Policy', 'Quality Improvement Plan Procedure', 'Risk Management Policy'],
};

export const WEBINARS = [
  { title: 'Understanding the National Quality Standard', link: 'https://vimeo.com/nqa/understanding-the-nqs', area: 7 },
  { title: 'Critical Reflection in Everyday Practice', link: 'https://www.youtube.com/watch?v=crit-reflect-01', area: 1 },
  { title: 'Safe Sleep Practices for Under Twos', link: 'https://vimeo.com/nqa/safe-sleep', area: 2 },
  { title: 'Designing Natural Outdoor Spaces', link: 'https://www.youtube.com/watch?v=outdoor-spaces', area: 3 },
  { title: 'Leading a Team Through Assessment and Rating', link: 'https://vimeo.com/nqa/assessment-and-rating', area: 4 },
  { title: 'Co-regulation and Behaviour Guidance', link: 'https://www.youtube.com/watch?v=co-regulation', area: 5 },
  { title: 'Working in Partnership with Families', link: 'https://vimeo.com/nqa/family-partnerships', area: 6 },
  { title: 'Writing a Quality Improvement Plan that Works', link: 'https://www.youtube.com/watch?v=qip-that-works', area: 7 },
];

export const TRAINING = [
  { title: 'Child Protection Training Module', link: 'https://learning.example.org/modules/child-protection', area: 2 },
  { title: 'Anaphylaxis Management Refresher', link: 'https://learning.example.org/modules/anaphylaxis', area: 2 },
  { title: 'Educational Leader Induction Module', link: null, area: 1 },
  { title: 'Supervision Planning Module', link: null, area: 3 },
  { title: 'Mentoring New Educators Module', link: 'https://learning.example.org/modules/mentoring', area: 4 },
  { title: 'Inclusive Practice Module', link: null, area: 6 },
];

export const SERVICE_SPECIFIC_TITLES: Record<number, string[]> = {
  1: ['Assessment and Rating Report', 'Quarterly Compliance Report', 'Annual Quality Report'],
  2: ['Action Plan Report', 'QIP Action Plan Review'],
  3: ['Mentor Visit Report', 'Educational Leader Mentor Report'],
  4: ['Excursion Risk Assessment', 'Water Play Risk Assessment', 'Sleep Room Risk Assessment', 'Playground Risk Assessment'],
  5: ['Service Philosophy', 'Local Emergency Evacuation Procedure', 'Service Nutrition Plan'],
  6: ['Focus of the Month Report', 'Monthly Focus Reflection Report'],
};

export const FOCUS_TOPICS = [
  { focus: 'Sun safety and SunSmart practice', description: 'Reviewing shade, hats and sunscreen routines as the UV index rises.' },
  { focus: 'Belonging, Being and Becoming', description: 'Revisiting the EYLF principles and how they show in daily programming.' },
  { focus: 'Safe sleep and rest', description: 'Checking sleep practices against current Red Nose guidance.' },
  { focus: 'Embedding sustainability', description: 'Small changes that make sustainable practice part of the routine.' },
  { focus: 'Partnerships with families', description: 'Two-way communication and family input into the program.' },
  { focus: 'Critical reflection', description: 'Using reflective questions in team meetings and daily journals.' },
  { focus: 'Child safe environments', description: 'The National Principles for Child Safe Organisations in practice.' },
  { focus: 'Transition to school', description: 'Supporting children and families through the move to school.' },
];

export const NEWSLETTER_TITLES: Record<string, string[]> = {
  monthly_newsletter: ['Monthly Newsletter', 'Monthly Quality Update', 'Compliance Round-up', 'Monthly Newsletter'],
  el_newsletter: ['Educational Leader Newsletter', 'EL Newsletter: Programming', 'EL Newsletter: Reflection', 'EL Newsletter: Documentation'],
  whs_bulletins: ['WHS Bulletin: Manual Handling', 'WHS Bulletin: Heat Stress', 'WHS Bulletin: Hazardous Chemicals', 'WHS Bulletin: Psychosocial Safety'],
  wellbeing_magazines: ['Wellbeing Magazine: Rest and Recharge', 'Wellbeing Magazine: Team Connection', 'Wellbeing Magazine: Mindful Moments', 'Wellbeing Magazine: Healthy Habits'],
};
