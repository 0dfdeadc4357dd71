import { describe, expect, it } from 'vitest';
import { entryDraftSchema, type DraftFood, type EntryDraft } from '../proposals.js';
import { parseEntryText } from './parse-entry-text.js';
import { readSupplement, type SupplementSaid } from './supplement-phrases.js';

// Wednesday 25 November 2026, 16:30 in Berlin.
const context = { now: new Date('2026-11-25T15:30:00Z'), timeZone: 'Europe/Berlin' };
const TODAY = '2026-11-25';

const when = (time?: string) => (time ? { date: TODAY, time } : { date: TODAY });
/** A supplement as said: taken unless `taken` is false, with the dose and unit said, if any. */
const taken = (name: string, dose?: string, unit?: string, time?: string, wasTaken = true): EntryDraft => ({
  kind: 'supplement',
  when: when(time),
  name,
  taken: wasTaken,
  ...(dose ? { dose } : {}),
  ...(unit ? { unit } : {}),
});
const skipped = (name: string, time?: string) => taken(name, undefined, undefined, time, false);
const meal = (foods: DraftFood[], time?: string, type?: 'breakfast' | 'lunch' | 'dinner' | 'snack'): EntryDraft => ({
  kind: 'meal',
  when: when(time),
  ...(type ? { meal: type } : {}),
  foods,
});
const symptom = (name: string, intensity: number): EntryDraft => ({ kind: 'symptom', when: when(), name, intensity });

const SENTENCES: [string, EntryDraft[]][] = [
  // The dose said goes to dose and unit, before or after the name, with or without a space.
  ['took 200mg ibuprofen', [taken('Ibuprofen', '200', 'mg')]],
  ['took methotrexate 15 mg', [taken('Methotrexate', '15', 'mg')]],
  ['took 5000 IU of vitamin d3', [taken('Vitamin D', '5000', 'IU')]],
  ['took 1,000 IU vitamin D', [taken('Vitamin D', '1000', 'IU')]],
  ['took levothyroxine 75mcg', [taken('Levothyroxine', '75', 'mcg')]],
  ['took 50 billion cfu probiotic', [taken('Probiotics', '50', 'billion CFU')]],
  ['took 15 ml of lactulose', [taken('Lactulose', '15', 'ml')]],
  ['injected 12 units of humalog', [taken('Humalog', '12', 'units')]],
  ['two puffs of salbutamol', [taken('Salbutamol', '2', 'puffs')]],
  ['took 10 drops of vitamin d', [taken('Vitamin D', '10', 'drops')]],
  // A count of pills alone is its form (tablets when none is said); with a strength, the total of it.
  ['popped 3 tylenol', [taken('Tylenol', '3', 'tablets')]],
  ['took one cetirizine', [taken('Cetirizine', '1', 'tablet')]],
  ['took 2 fish oil capsules', [taken('Fish Oil', '2', 'capsules')]],
  ['took 2 nurofen 200mg', [taken('Nurofen', '400', 'mg')]],
  ['took 2 x 250mg naproxen', [taken('Naproxen', '500', 'mg')]],
  ['took three 10mg loratadine', [taken('Loratadine', '30', 'mg')]],
  ['took a couple of aspirin', [taken('Aspirin', '2', 'tablets')]],
  // Numbers said in words.
  ['took five hundred milligrams of magnesium', [taken('Magnesium', '500', 'mg')]],
  ['took half a tablet of zopiclone', [taken('Zopiclone', '0.5', 'tablet')]],
  // Said with no verb: a dose or a known medicine says something taken.
  ['10 mg of amitriptyline', [taken('Amitriptyline', '10', 'mg')]],
  ['a 20mg omeprazole', [taken('Omeprazole', '20', 'mg')]],
  ['lantus 18 units at bedtime', [taken('Lantus', '18', 'units', '16:30')]],
  ['insulin 4 units with breakfast', [taken('Insulin', '4', 'units', '08:00')]],
  // The name ends where it ends: times, fillers and feelings after it, a kind before it.
  ['took naproxen at like half 3', [taken('Naproxen', undefined, undefined, '15:30')]],
  ['took my magnesium again lol', [taken('Magnesium')]],
  ['took prednisolone first thing this morning', [taken('Prednisolone', undefined, undefined, '07:00')]],
  ['took my antihistamine loratadine 10mg', [taken('Loratadine', '10', 'mg')]],
  ['took my painkiller naproxen', [taken('Naproxen')]],
  ['reflux 2 took slippery elm capsules', [symptom('Heartburn', 2), taken('Slippery elm')]],
  // A symptom or a drink said after what was taken is its own entry.
  [
    'took 2 ibuprofen and a tea headache 3',
    [taken('Ibuprofen', '2', 'tablets'), meal([{ text: 'tea', quantity: 1 }]), symptom('Headache', 3)],
  ],
  // Lists: each thing its own supplement, taken or skipped as said.
  ['took 5mg amlodipine and my iron and vitamin c', [taken('Amlodipine', '5', 'mg'), taken('Iron'), taken('Vitamin C')]],
  ['skipped my zinc again but did take magnesium and my fish oil', [skipped('Zinc'), taken('Magnesium'), taken('Fish Oil')]],
  [
    'took my loratadine at 9am and my b12 jab',
    [taken('Loratadine', undefined, undefined, '09:00'), taken('Vitamin B12 jab', undefined, undefined, '09:00')],
  ],
  ['forgot my sertraline and my omeprazole', [skipped('Sertraline'), skipped('Omeprazole')]],
  [
    'novorapid 6 units at breakfast and 8 units with dinner',
    [taken('Novorapid', '6', 'units', '08:00'), taken('Novorapid', '8', 'units', '16:30')],
  ],
  // Each dose taken is its own entry at its own time: 'again', 'another', two times said, times listed.
  [
    'used 2 sprays of my beconase at 8 and again at 2pm',
    [taken('Beconase', '2', 'sprays', '08:00'), taken('Beconase', '2', 'sprays', '14:00')],
  ],
  ['took ondansetron 4mg at 7 and another at 1', [taken('Ondansetron', '4', 'mg', '07:00'), taken('Ondansetron', '4', 'mg', '13:00')]],
  [
    'took gabapentin 300mg at 8 and another 100mg at 2',
    [taken('Gabapentin', '300', 'mg', '08:00'), taken('Gabapentin', '100', 'mg', '14:00')],
  ],
  ['took 2 naproxen 250mg at 9 and again at 3', [taken('Naproxen', '500', 'mg', '09:00'), taken('Naproxen', '500', 'mg', '15:00')]],
  [
    'took my lisinopril 10mg twice with breakfast and lunch',
    [taken('Lisinopril', '10', 'mg', '08:00'), taken('Lisinopril', '10', 'mg', '12:30')],
  ],
  ['took my sotalol 80mg morning and afternoon', [taken('Sotalol', '80', 'mg', '08:30'), taken('Sotalol', '80', 'mg', '15:00')]],
  [
    'yesterday symbicort 2 puffs am and pm',
    [
      { ...taken('Symbicort', '2', 'puffs'), when: { date: '2026-11-24', time: '08:30' } },
      { ...taken('Symbicort', '2', 'puffs'), when: { date: '2026-11-24', time: '19:00' } },
    ],
  ],
  [
    'took pyridostigmine 60mg 3 times (7, 11, 3)',
    [
      taken('Pyridostigmine', '60', 'mg', '07:00'),
      taken('Pyridostigmine', '60', 'mg', '11:00'),
      taken('Pyridostigmine', '60', 'mg', '15:00'),
    ],
  ],
  [
    'used my brown inhaler once at 6am and once after work',
    [taken('Brown inhaler', undefined, undefined, '06:00'), taken('Brown inhaler', undefined, undefined, '06:00')],
  ],
  // 'twice' with no times: each dose its own entry, at the dose said (decision 034).
  ['took 5mg prednisolone twice', [taken('Prednisolone', '5', 'mg'), taken('Prednisolone', '5', 'mg')]],
  [
    'took 2.5mg bisoprolol three times',
    [taken('Bisoprolol', '2.5', 'mg'), taken('Bisoprolol', '2.5', 'mg'), taken('Bisoprolol', '2.5', 'mg')],
  ],
  // A count before the name is of tablets, never of times.
  ['took 2x celecoxib 100mg', [taken('Celecoxib', '200', 'mg')]],
  // A dose said alone later in the day is more of the one said before in its unit; 'u' is insulin's units.
  [
    'novorapid 4u at 8, toast and jam at 12, 3u',
    [
      taken('Novorapid', '4', 'units', '08:00'),
      meal([{ text: 'toast and jam' }], '12:00', 'lunch'),
      taken('Novorapid', '3', 'units', '12:00'),
    ],
  ],
  ['toast and jam, 7u', [meal([{ text: 'toast and jam' }]), taken('Insulin', '7', 'units')]],
  ['tresiba 14u at 9am', [taken('Tresiba', '14', 'units', '09:00')]],
  [
    'porridge at 7 another 5 units of fiasp at 10',
    [meal([{ text: 'porridge' }], '07:00', 'breakfast'), taken('Fiasp', '5', 'units', '10:00')],
  ],
  // A note's label heads a list of things taken; 'am' and 'pm' after a dose are morning and evening; 'all at' is when.
  [
    'medication: omeprazole 20mg am, amitriptyline 10mg pm',
    [taken('Omeprazole', '20', 'mg', '08:30'), taken('Amitriptyline', '10', 'mg', '16:30')],
  ],
  [
    'supplements: vit b12 1000mcg, iron 14mg, selenium 200mcg all with lunch',
    [taken('Vitamin B12', '1000', 'mcg', '12:30'), taken('Iron', '14', 'mg', '12:30'), taken('Selenium', '200', 'mcg', '12:30')],
  ],
  ['Meds: metformin 500mg at breakfast', [taken('Metformin', '500', 'mg', '08:00')]],
  // A name ends at its dose, a time, a meal, a symptom, a mood or energy said next: what follows is read on its own.
  [
    'porridge for breakfast at 7 amlodipine 5mg at 9',
    [{ kind: 'meal', meal: 'breakfast', when: when('07:00'), foods: [{ text: 'porridge' }] }, taken('Amlodipine', '5', 'mg', '09:00')],
  ],
  [
    '4 units fiasp with lunch (a tuna sandwich and crisps)',
    [
      taken('Fiasp', '4', 'units', '12:30'),
      { kind: 'meal', meal: 'lunch', when: when('12:30'), foods: [{ text: 'tuna sandwich', quantity: 1 }, { text: 'crisps' }] },
    ],
  ],
  ["my 100mg lamotrigine energy's low probably a 2", [taken('Lamotrigine', '100', 'mg'), { kind: 'energy', when: when(), score: 2 }]],
  [
    'my cetirizine 10mg sneezing a lot this afternoon 3',
    [taken('Cetirizine', '10', 'mg', '15:00'), { ...symptom('Sneezing', 3), when: when('15:00') }],
  ],
  [
    'took rizatriptan 10mg at 1:30 and 2 aspirin lay down in a dark room',
    [taken('Rizatriptan', '10', 'mg', '13:30'), taken('Aspirin', '2', 'tablets', '13:30')],
  ],
  // Said of things that are no medicine, nothing is split or repeated.
  ['walked the dog morning and evening', []],
  ['took it easy today', []],
  [
    'took naproxen at 8. had a tea at 9, and another at 11',
    [taken('Naproxen', undefined, undefined, '08:00'), meal([{ text: 'tea', quantity: 1 }], '09:00', 'breakfast')],
  ],
  ['Meds: LDN 3mg at 9am', [taken('LDN', '3', 'mg', '09:00')]],
  ['took magnesium glycinate', [taken('Magnesium glycinate')]],
  // 'it' is the medicine said before; 'any' and 'no' say none was taken.
  [
    'forgot my methotrexate at breakfast so took it at lunch 15mg instead',
    [skipped('Methotrexate', '08:00'), taken('Methotrexate', '15', 'mg', '12:30')],
  ],
  // Times listed after 'at', with no count: a dose at each.
  [
    'took midodrine 5mg at 7am, 11am and 3pm',
    [taken('Midodrine', '5', 'mg', '07:00'), taken('Midodrine', '5', 'mg', '11:00'), taken('Midodrine', '5', 'mg', '15:00')],
  ],
  // A count said again is of the tablet before, at its strength.
  [
    'took 2 co-dydramol 10mg at 7am then 2 more at 1pm',
    [taken('Co-dydramol', '20', 'mg', '07:00'), taken('Co-dydramol', '20', 'mg', '13:00')],
  ],
  ['had 1 naproxen 250mg at 9 and 1 more at 3', [taken('Naproxen', '250', 'mg', '09:00'), taken('Naproxen', '250', 'mg', '15:00')]],
  // A dose alone taken with what was had then.
  [
    'fiasp 5 units at 8. lunch a jacket potato at 1 with 6 units',
    [
      taken('Fiasp', '5', 'units', '08:00'),
      meal([{ text: 'jacket potato', quantity: 1 }], '13:00', 'lunch'),
      taken('Fiasp', '6', 'units', '13:00'),
    ],
  ],
  // A kind heading the things named is none of them.
  [
    'took my morning meds (levothyroxine 75mcg, omeprazole 20mg) at 7',
    [taken('Levothyroxine', '75', 'mcg', '07:00'), taken('Omeprazole', '20', 'mg', '07:00')],
  ],
  ['took my painkillers: naproxen 500mg and codeine 30mg', [taken('Naproxen', '500', 'mg'), taken('Codeine', '30', 'mg')]],
  ["didn't take any antihistamines", []],
  ['had no painkillers today', []],
  ['nattokinase 4000 fu', [taken('Nattokinase', '4000', 'FU')]],
  // Only things taken are supplements.
  ['used a heat pad', []],
  ['used my inhaler', [taken('Inhaler')]],
  ['forgot entirely', []],
  ['skipped the gym', []],
  ['forgot to eat lunch', []],
  ['took my temperature', []],
  ['took the dog out', []],
  ['had my period', []],
  ['took up knitting', []],
  ['took ibuprofen and used a wheat bag', [taken('Ibuprofen')]],
  // Foods stay foods.
  ['an espresso shot', [meal([{ text: 'espresso shot', quantity: 1 }])]],
  ['had pesto pasta', [meal([{ text: 'pesto pasta' }])]],
  ['had 3 glucose tablets', [meal([{ text: 'glucose tablets', quantity: 3 }])]],
  // Stop 43: a kind said before the name it is of, with the dose between, is that one ('insulin … lantus').
  ['insulin 8 units tresiba at 9am', [taken('Tresiba', '8', 'units', '09:00')]],
  ['my insulin 4 units of fiasp with lunch', [taken('Fiasp', '4', 'units', '12:30')]],
  // A name said in another spelling (run together, spaced, hyphened) is written one way.
  ['took lowdose naltrexone 3mg', [taken('Low-dose naltrexone', '3', 'mg')]],
  ['low-dose naltrexone 1.5mg with breakfast', [taken('Low-dose naltrexone', '1.5', 'mg', '08:00')]],
  ['2 cocodamol', [taken('Co-codamol', '2', 'tablets')]],
  // A thing taken that is no medicine, in a list after 'took', is no food either.
  ['took cetirizine and a heat pack', [taken('Cetirizine')]],
  // 'so' before a verb of taking starts what was done next.
  ['blood sugar 13 so did 5 units fiasp', [taken('Fiasp', '5', 'units')]],
  // Litres are a unit.
  ['drank 1l electrolytes', [taken('Electrolytes', '1', 'l')]],
  // A kind heading a list with a time said before its colon: the time is the list's.
  [
    'took my morning meds at 8: sertraline 50mg and bisoprolol 2.5mg',
    [taken('Sertraline', '50', 'mg', '08:00'), taken('Bisoprolol', '2.5', 'mg', '08:00')],
  ],
];

describe('supplements said in words', () => {
  it.each(SENTENCES)('%j', (sentence, expected) => {
    const drafts = parseEntryText(sentence, context);
    expect(drafts).toEqual(expected);
    for (const draft of drafts) expect(entryDraftSchema.safeParse(draft).success).toBe(true);
  });
});

const PHRASES: [phrase: string, named: boolean, expected: SupplementSaid | null][] = [
  // A count and a strength are kept as the total strength: what was taken, comparable however it was said.
  ['2 co-codamol 8/500', false, { name: 'Co-codamol 8/500', dose: '2', unit: 'tablets' }],
  ['3 x 200mg ibuprofen', false, { name: 'Ibuprofen', dose: '600', unit: 'mg' }],
  ['ibuprofen 200mg x3', false, { name: 'Ibuprofen', dose: '600', unit: 'mg' }],
  ['2 of my painkillers', false, { name: 'Painkillers', dose: '2', unit: 'tablets' }],
  // A number of 50 or more with no unit is a strength whose unit went unsaid, never 400 pills.
  ['naproxen 250', false, { name: 'Naproxen', dose: '250' }],
  ['500 paracetamol', false, { name: 'Paracetamol', dose: '500' }],
  // A small number after a name is part of it.
  ['omega 3', false, { name: 'Omega-3' }],
  ['vitamin b 12', false, { name: 'Vitamin B12' }],
  // Kinds and routes.
  ['my steroid inhaler', true, { name: 'Steroid inhaler' }],
  ['my migraine meds', true, { name: 'Migraine meds' }],
  ['cetirizine antihistamine', true, { name: 'Cetirizine' }],
  ['my b12 injection', true, { name: 'Vitamin B12 injection' }],
  ['eye drops', true, { name: 'Eye drops' }],
  // A medicine by the stem of its international name, though not listed.
  ['ketoprofen', true, { name: 'Ketoprofen' }],
  ['40mg rabeprazole', true, { name: 'Rabeprazole', dose: '40', unit: 'mg' }],
  // A typo after 'took', never one said among foods.
  ['ibuprofin', false, { name: 'Ibuprofen' }],
  ['pesto', true, null],
  // Units said short; what follows a known medicine's dose is no part of its name.
  ['tresiba 14u', true, { name: 'Tresiba', dose: '14', unit: 'units' }],
  ['nattokinase 2000fu', true, { name: 'Nattokinase', dose: '2000', unit: 'FU' }],
  ["my 100mg lamotrigine energy's low", true, { name: 'Lamotrigine', dose: '100', unit: 'mg', after: "energy's low" }],
  ['zolmitriptan 5mg neck stiff', true, { name: 'Zolmitriptan', dose: '5', unit: 'mg', after: 'neck stiff' }],
  ['a banana sumatriptan 50mg', true, { name: 'Sumatriptan', dose: '50', unit: 'mg', foodBefore: 'banana' }],
  // Not taken.
  ['a hot water bottle', false, null],
  ['completely', false, null],
  ['an espresso shot', true, null],
  ['4 glucose tablets', true, null],
  ['rice', true, null],
];

describe('readSupplement', () => {
  it.each(PHRASES)('%j (named only: %s)', (phrase, named, expected) => {
    expect(readSupplement(phrase, named)).toEqual(expected);
  });
});
