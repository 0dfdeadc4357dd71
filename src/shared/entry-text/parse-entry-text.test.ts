import { describe, expect, it } from 'vitest';
import { entryDraftSchema, type DraftFood, type EntryDraft } from '../proposals.js';
import { parseEntryText, parseMealText } from './parse-entry-text.js';

// Wednesday 25 November 2026, 16:30 in Berlin.
const context = { now: new Date('2026-11-25T15:30:00Z'), timeZone: 'Europe/Berlin' };
const TODAY = '2026-11-25';
const YESTERDAY = '2026-11-24';

const when = (date = TODAY, time?: string) => (time ? { date, time } : { date });
const mood = (score: number, w = when()): EntryDraft => ({ kind: 'mood', when: w, score, tags: [] });
const energy = (score: number, w = when()): EntryDraft => ({ kind: 'energy', when: w, score });
const symptom = (name: string, intensity: number, w = when()): EntryDraft => ({ kind: 'symptom', when: w, name, intensity });
/** A symptom with how often or how long it came, kept as its note. */
const counted = (name: string, intensity: number, notes: string, w = when()): EntryDraft => ({
  kind: 'symptom',
  when: w,
  name,
  intensity,
  notes,
});
const supplement = (name: string, taken: boolean, w = when()): EntryDraft => ({ kind: 'supplement', when: w, name, taken });
/** A supplement with the dose said. */
const dosed = (name: string, dose: string, unit: string, taken = true, w = when()): EntryDraft => ({
  kind: 'supplement',
  when: w,
  name,
  taken,
  dose,
  unit,
});
const meal = (foods: DraftFood[], w = when(), type?: 'breakfast' | 'lunch' | 'dinner' | 'snack'): EntryDraft => ({
  kind: 'meal',
  when: w,
  ...(type ? { meal: type } : {}),
  foods,
});

const SENTENCES: [string, EntryDraft[]][] = [
  // Mood
  ['mood 4', [mood(4)]],
  ['Mood: 2/5', [mood(2)]],
  ['my mood is 3', [mood(3)]],
  ['feeling great', [mood(5)]],
  ["I'm feeling okay", [mood(3)]],
  ['feeling pretty down today', [mood(2)]],
  ['I felt terrible yesterday', [mood(1, when(YESTERDAY))]],
  ['not great', [mood(2)]],
  ['mood 8 out of 10', [mood(4)]],
  ['feeling calm', [mood(4)]],
  ['a bit overwhelmed today', [mood(2)]],
  ['kind of sad', [mood(2)]],
  ['rough day', [mood(2)]],
  ['feeling better today', [mood(4)]],
  ['feel like crap', [mood(1)]],
  ["I'm not feeling well", [mood(2)]],
  ['not tired at all', [energy(4)]],
  ['energy crashed', [energy(1)]],
  ['mood 3 energy 2', [mood(3), energy(2)]],
  ['mood 4 and energy is low', [mood(4), energy(2)]],
  ['had 2 energy drinks', [meal([{ text: 'energy drinks', quantity: 2 }])]],
  ['a good day today', [mood(4)]],
  // A feeling after 'and' is an entry of its own (before: 'stressed and tired' gave the energy only).
  ['stressed and tired', [mood(2), energy(2)]],
  ['tired and really grumpy', [energy(2), mood(2)]],
  ['headache and exhausted', [symptom('Headache', 3), energy(1)]],
  ['anxious and sad', [symptom('Anxiety', 3), mood(2)]],
  ['had toast and good coffee', [meal([{ text: 'toast and good coffee' }])]],
  // Energy
  ['energy is low, like 2/5', [energy(2)]],
  ['energy 4', [energy(4)]],
  ['I feel tired', [energy(2)]],
  ['completely exhausted this afternoon', [energy(1, when(TODAY, '15:00'))]],
  ['full of energy this morning', [energy(5, when(TODAY, '08:30'))]],
  ['energy was steady yesterday', [energy(3, when(YESTERDAY))]],
  // Symptoms and intensity
  ['headache 3/5', [symptom('Headache', 3)]],
  ['a bad headache after lunch, about a 4', [symptom('Headache', 4, when(TODAY, '13:30'))]],
  ['I had a bad headache after lunch', [symptom('Headache', 4, when(TODAY, '13:30'))]],
  ['mild nausea this morning', [symptom('Nausea', 1, when(TODAY, '08:30'))]],
  ['severe migraine', [symptom('Migraine', 4)]],
  ['moderate back pain', [symptom('Back pain', 2)]],
  ['extreme fatigue', [symptom('Fatigue', 5)]],
  ['slightly dizzy', [symptom('Dizziness', 1)]],
  ['bloated after dinner yesterday', [symptom('Bloating', 3, when(YESTERDAY, '20:30'))]],
  ['really bad cramps, 5/5', [symptom('Cramps', 5)]],
  ['stomach ache 2', [symptom('Stomach ache', 2)]],
  ['dizzy and nauseous', [symptom('Dizziness', 3), symptom('Nausea', 3)]],
  ['brain fog all day', [symptom('Brain fog', 3)]],
  // A bare 6 to 10 is the 0–10 pain scale; a clock time is not a score.
  ['migraine 8 yesterday evening', [symptom('Migraine', 4, when(YESTERDAY, '19:00'))]],
  ['back pain 10', [symptom('Back pain', 5)]],
  ['headache, maybe a seven', [symptom('Headache', 4)]],
  ['energy 7', [energy(4)]],
  ['headache at 8 am', [symptom('Headache', 3, when(TODAY, '08:00'))]],
  // Pain where it is, flares and what chronic conditions bring; words a letter from them are not typos.
  ['knee pain 5', [symptom('Knee pain', 5)]],
  ['my hips hurt', [symptom('Hip pain', 3)]],
  ['sore feet and a headache', [symptom('Foot pain', 3), symptom('Headache', 3)]],
  ['having a flare today', [symptom('Flare-up', 3)]],
  ['swollen ankles', [symptom('Swelling', 3)]],
  ['hot flashes last night', [symptom('Hot flashes', 3, when(YESTERDAY, '22:00'))]],
  // A symptom whose name holds a time of day: 'night' there is the name, not when.
  ['night sweats', [symptom('Night sweats', 3)]],
  ['bad night sweats again', [symptom('Night sweats', 4)]],
  ['night sweats last night', [symptom('Night sweats', 3, when(YESTERDAY, '22:00'))]],
  [
    'had night sweats and a headache this morning',
    [symptom('Night sweats', 3, when(TODAY, '08:30')), symptom('Headache', 3, when(TODAY, '08:30'))],
  ],
  // How often is no intensity: a count, a length or a dose beside a symptom leaves the usual 3,
  // and how often or how long is kept as the symptom's note (before: said nowhere).
  ['diarrhea 5 times', [counted('Diarrhea', 3, '5 times')]],
  ['diarrhoea 4 times today', [counted('Diarrhea', 3, '4 times')]],
  ['vomited 3x', [counted('Vomiting', 3, '3 times')]],
  ['headache for 2 hours', [counted('Headache', 3, 'For 2 hours')]],
  ['nausea 2 days in a row', [counted('Nausea', 3, '2 days in a row')]],
  ['diarrhea 5 times, pain 4', [counted('Diarrhea', 3, '5 times'), symptom('Pain', 4)]],
  ['diarrhea 5 times, about a 2', [counted('Diarrhea', 2, '5 times')]],
  ['threw up twice', [counted('Vomiting', 3, 'Twice')]],
  ['vomited 5 or 6 times', [counted('Vomiting', 3, '5 or 6 times')]],
  ['diarrhea 5 times and vomited twice', [counted('Diarrhea', 3, '5 times'), counted('Vomiting', 3, 'Twice')]],
  // A count before what can be counted, and what it was counted over; it is no intensity either.
  ['3 migraines this week', [counted('Migraine', 3, '3 times this week')]],
  ['5 migraines this week', [counted('Migraine', 3, '5 times this week')]],
  ['had 2 panic attacks today', [counted('Anxiety', 3, '2 times')]],
  ['3 bouts of diarrhea since lunch', [counted('Diarrhea', 3, '3 times', when(TODAY, '12:30'))]],
  ['a few bad headaches this week', [counted('Headache', 4, 'A few times this week')]],
  // Said in a clause of its own after the symptom (before: '5 times' was a meal of 'times').
  ['diarrhea, 5 times', [counted('Diarrhea', 3, '5 times')]],
  ['headache, twice today', [counted('Headache', 3, 'Twice')]],
  ['migraine 8, for 3 days now', [counted('Migraine', 4, 'For 3 days now')]],
  // 'About 3 times' is no clock time (before: a time of 15:00 and no count).
  ['mild nausea about 3 times a day', [counted('Nausea', 1, 'About 3 times a day')]],
  // Not how often: when, a score, a clock time, a number before what is not counted.
  ['a headache after 2 hours of screen time', [symptom('Headache', 3)]],
  ['headache about 3', [symptom('Headache', 3, when(TODAY, '15:00'))]],
  ['headache 4, nausea 2', [symptom('Headache', 4), symptom('Nausea', 2)]],
  ['twice', []],
  ['pain 7', [symptom('Pain', 4)]],
  // Any part said to hurt, ache or be sore, in the ways people put it (before: nothing for these).
  ['my joints are aching today', [symptom('Joint pain', 3)]],
  ['lower back is killing me', [symptom('Back pain', 4)]],
  // Intensity said in words, in the clause or just after it
  ['migraine, the worst it has been', [symptom('Migraine', 5)]],
  ['headache, not too bad', [symptom('Headache', 2)]],
  ['my stomach hurts a lot', [symptom('Stomach ache', 4)]],
  ['slight nausea', [symptom('Nausea', 1)]],
  ['awful cramps', [symptom('Cramps', 5)]],
  ['my tummy hurts', [symptom('Stomach ache', 3)]],
  ['teeth ache', [symptom('Toothache', 3)]],
  ['sore muscles, about a 2', [symptom('Muscle pain', 2)]],
  ['neck is stiff', [symptom('Neck pain', 3)]],
  ['feeling sick after breakfast', [symptom('Nausea', 3, when(TODAY, '09:30'))]],
  // 'Sick' said of what happened is vomiting (before: nothing); feeling sick, or about to be, is nausea.
  ['was sick twice', [counted('Vomiting', 3, 'Twice')]],
  ['been sick', [symptom('Vomiting', 3)]],
  ['I was sick this morning', [symptom('Vomiting', 3, when(TODAY, '08:30'))]],
  ["I've been sick twice since lunch", [counted('Vomiting', 3, 'Twice', when(TODAY, '12:30'))]],
  ['kept being sick', [symptom('Vomiting', 3)]],
  ['sick 3 times today', [counted('Vomiting', 3, '3 times')]],
  ['was violently sick after dinner yesterday', [symptom('Vomiting', 3, when(YESTERDAY, '20:30'))]],
  ['puked after lunch', [symptom('Vomiting', 3, when(TODAY, '13:30'))]],
  ['felt a bit sick', [symptom('Nausea', 3)]],
  ['feeling really sick', [symptom('Nausea', 3)]],
  ["I think I'm going to be sick", [symptom('Nausea', 3)]],
  ['felt sick and was sick twice', [symptom('Nausea', 3), counted('Vomiting', 3, 'Twice')]],
  // Sick of something, or as being unwell or away, is no symptom, though a symptom said with it is.
  ['sick of it', []],
  ["I'm sick of this weather", []],
  ['had a sick day', []],
  ['took a sick day', []],
  ['called in sick', []],
  ['home sick with a cold', []],
  ["I've been sick all week", []],
  ['was sick with worry', []],
  ['that was sick', []],
  ["I'm sick", []],
  ['off sick with a migraine', [symptom('Migraine', 3)]],
  ['home sick with a cough and a fever', [symptom('Cough', 3), symptom('Fever', 3)]],
  // Said not to have happened (before: 'wasn't nauseous' was nausea).
  ["wasn't sick", []],
  ["haven't been sick since tuesday", []],
  ["wasn't nauseous", []],
  ["can't sleep", [symptom('Insomnia', 3)]],
  ['had a panic attack', [symptom('Anxiety', 3)]],
  ['chest feels tight', [symptom('Chest tightness', 3)]],
  ['pain in my lower back', [symptom('Back pain', 3)]],
  ['stabbing pain in my stomach', [symptom('Stomach ache', 3)]],
  ['joint pain in my hands', [symptom('Joint pain', 3)]],
  ['burning feet', [symptom('Foot pain', 3)]],
  ['the nausea is better now', []],
  ['no pain today', []],
  ['glaring sun', []],
  ['no headache today', []],
  ["didn't have a migraine", []],
  ['the headache is gone', []],
  // Typos
  ['headahce', [symptom('Headache', 3)]],
  ['nausia this morning', [symptom('Nausea', 3, when(TODAY, '08:30'))]],
  ['bad migrane', [symptom('Migraine', 4)]],
  ['ate a bananna', [meal([{ text: 'banana', quantity: 1 }])]],
  ['had oatmel for breakfast', [meal([{ text: 'oatmeal' }], when(TODAY, '08:00'), 'breakfast')]],
  ['took vitamn d', [supplement('Vitamin D', true)]],
  // Meals
  [
    'had oatmeal with a banana for breakfast',
    [meal([{ text: 'oatmeal' }, { text: 'banana', quantity: 1 }], when(TODAY, '08:00'), 'breakfast')],
  ],
  ['2 eggs and coffee with milk', [meal([{ text: 'eggs', quantity: 2 }, { text: 'coffee with milk' }])]],
  ['150 g rice', [meal([{ text: 'rice', quantity: 150, unit: 'g' }])]],
  // A meal's noun that names a food stays in it; where a food came from, and a little of it, are no amount.
  ['had a dinner roll', [meal([{ text: 'dinner roll', quantity: 1 }])]],
  ['breakfast burrito for lunch', [meal([{ text: 'breakfast burrito' }], when(TODAY, '12:30'), 'lunch')]],
  ['had a burger from five guys', [meal([{ text: 'burger', quantity: 1 }])]],
  ['had a little bit of milk in my coffee', [meal([{ text: 'milk in coffee' }])]],
  ['a splash of cream', [meal([{ text: 'cream' }])]],
  ['had corn flakes with 2% milk', [meal([{ text: 'corn flakes with 2% milk' }])]],
  ['had a bagel at work', [meal([{ text: 'bagel', quantity: 1 }])]],
  ['ate leftover pizza, two slices', [meal([{ text: 'pizza', quantity: 2, unit: 'slice' }])]],
  ['150g rice', [meal([{ text: 'rice', quantity: 150, unit: 'g' }])]],
  ['half a cup of yogurt', [meal([{ text: 'yogurt', quantity: 0.5, unit: 'cup' }])]],
  ['two eggs for breakfast', [meal([{ text: 'eggs', quantity: 2 }], when(TODAY, '08:00'), 'breakfast')]],
  ['a couple of slices of toast', [meal([{ text: 'toast', quantity: 2, unit: 'slice' }])]],
  [
    'I ate 2 slices of toast with butter and a glass of milk',
    [
      meal([
        { text: 'toast with butter', quantity: 2, unit: 'slice' },
        { text: 'milk', quantity: 1, unit: 'glass' },
      ]),
    ],
  ],
  ['for lunch I had a chicken salad', [meal([{ text: 'chicken salad', quantity: 1 }], when(TODAY, '12:30'), 'lunch')]],
  ['drank 2 cups of coffee', [meal([{ text: 'coffee', quantity: 2, unit: 'cup' }])]],
  [
    'one and a half cups of rice at dinner yesterday',
    [meal([{ text: 'rice', quantity: 1.5, unit: 'cup' }], when(YESTERDAY, '19:00'), 'dinner')],
  ],
  ['a few crackers', [meal([{ text: 'crackers', quantity: 3 }])]],
  // Numbers in words through compromise, fractions and mixed numbers as typed.
  ['two and a half cups of rice', [meal([{ text: 'rice', quantity: 2.5, unit: 'cup' }])]],
  ['twenty two almonds', [meal([{ text: 'almonds', quantity: 22 }])]],
  ['three quarters of a cup of oats', [meal([{ text: 'oats', quantity: 0.75, unit: 'cup' }])]],
  // A size said before a measure is the measure's, and makes a vessel larger; an order of a food is a serving of it.
  ['a small bag of popcorn', [meal([{ text: 'popcorn', quantity: 1, unit: 'bag' }])]],
  ['a large bowl of soup', [meal([{ text: 'soup', quantity: 1, unit: 'large bowl' }])]],
  ['a big glass of wine', [meal([{ text: 'wine', quantity: 1, unit: 'large glass' }])]],
  ['a medium glass of wine', [meal([{ text: 'wine', quantity: 1, unit: 'glass' }])]],
  ['a venti latte', [meal([{ text: 'latte', quantity: 1, unit: 'venti' }])]],
  // A part of a whole one; an amount said after the food; 'a spoon' is a spoonful.
  ['a quarter of a watermelon', [meal([{ text: 'watermelon', quantity: 0.25 }])]],
  ['a quarter pounder', [meal([{ text: 'quarter pounder', quantity: 1 }])]],
  ['had sushi 8 pieces', [meal([{ text: 'sushi', quantity: 8, unit: 'piece' }])]],
  ['eggs x2', [meal([{ text: 'eggs', quantity: 2 }])]],
  ['a spoon of peanut butter', [meal([{ text: 'peanut butter', quantity: 1, unit: 'tbsp' }])]],
  // 'and then', 'later', 'w/', 'like three of them': how people tell a meal.
  ['had some toast and then a coffee', [meal([{ text: 'toast' }, { text: 'coffee', quantity: 1 }])]],
  [
    'had a sandwich and later a bag of chips',
    [
      meal([
        { text: 'sandwich', quantity: 1 },
        { text: 'chips', quantity: 1, unit: 'bag' },
      ]),
    ],
  ],
  ['a bagel w/ cream cheese', [meal([{ text: 'bagel with cream cheese', quantity: 1 }])]],
  ['we had tacos, like three of them', [meal([{ text: 'tacos', quantity: 3 }])]],
  ['after the gym i had a protein shake', [meal([{ text: 'protein shake', quantity: 1 }])]],
  // A correction said on the way takes back what came before it; what was not had is no food.
  ['had a bagel, no wait, an english muffin', [meal([{ text: 'english muffin', quantity: 1 }])]],
  ['had eggs and toast, sorry, a bagel', [meal([{ text: 'eggs' }, { text: 'bagel', quantity: 1 }])]],
  ['had a latte i mean a cappuccino', [meal([{ text: 'cappuccino', quantity: 1 }])]],
  ['had coffee, no milk', [meal([{ text: 'coffee' }])]],
  ['had most of a pizza', [meal([{ text: 'pizza', quantity: 0.75 }])]],
  // How much of it, said by people with little appetite: bites and sips are a tenth of one each.
  ['only managed half a sandwich today', [meal([{ text: 'sandwich', quantity: 0.5 }])]],
  ['i could only stomach a few bites of toast', [meal([{ text: 'toast', quantity: 0.3 }])]],
  ['had a sip of soup', [meal([{ text: 'soup', quantity: 0.1 }])]],
  // Words said while thinking; a short stack is a stack, a side a serving.
  ['um so i had like a turkey sandwich', [meal([{ text: 'turkey sandwich', quantity: 1 }])]],
  ['had a short stack of pancakes', [meal([{ text: 'pancakes', quantity: 3 }])]],
  ['had a side of bacon', [meal([{ text: 'bacon', quantity: 1, unit: 'serving' }])]],
  // A word the lexicon knows is no typo of a common food: 'bitter' is a beer, 'pasty' no pasta.
  ['half a pint of bitter', [meal([{ text: 'bitter', quantity: 0.5, unit: 'pint' }])]],
  ['a cornish pasty', [meal([{ text: 'cornish pasty', quantity: 1 }])]],
  ['an order of fries', [meal([{ text: 'fries', quantity: 1, unit: 'serving' }])]],
  ['a large apple', [meal([{ text: 'apple', quantity: 1, unit: 'large' }])]],
  ['an 8 oz steak', [meal([{ text: 'steak', quantity: 8, unit: 'oz' }])]],
  ['a 12 piece chicken nuggets', [meal([{ text: 'chicken nuggets', quantity: 12, unit: 'piece' }])]],
  ['a stack of pancakes', [meal([{ text: 'pancakes', quantity: 3 }])]],
  ['a packet of m&ms', [meal([{ text: 'm&ms', quantity: 1, unit: 'bag' }])]],
  ['2 1/2 cups of pasta', [meal([{ text: 'pasta', quantity: 2.5, unit: 'cup' }])]],
  ['1/2 avocado', [meal([{ text: 'avocado', quantity: 0.5 }])]],
  ['a third of a pizza', [meal([{ text: 'pizza', quantity: 0.333 }])]],
  ['a cup of coffee with cream and sugar', [meal([{ text: 'coffee with cream and sugar', quantity: 1, unit: 'cup' }])]],
  [
    'a bottle of beer and a handful of peanuts',
    [
      meal([
        { text: 'beer', quantity: 1, unit: 'bottle' },
        { text: 'peanuts', quantity: 1, unit: 'handful' },
      ]),
    ],
  ],
  ['a dozen almonds', [meal([{ text: 'almonds', quantity: 12 }])]],
  // A length is a size of one, not a count; a count after a chain's name is the food's; a size of a handful is kept.
  ['had a 9" veggie pizza', [meal([{ text: 'veggie pizza', quantity: 1, unit: '9 inch' }])]],
  ['8-inch steak sub', [meal([{ text: 'steak sub', quantity: 1, unit: '8 inch' }])]],
  ['a foot long veggie delite', [meal([{ text: 'veggie delite', quantity: 1, unit: 'footlong' }])]],
  ['had popeyes 3 piece tenders', [meal([{ text: 'popeyes tenders', quantity: 3, unit: 'piece' }])]],
  ['a small handful of raisins', [meal([{ text: 'raisins', quantity: 1, unit: 'small handful' }])]],
  // A pot is a measure before 'of' only; a double of a spirit is two of it.
  ['a pot of yogurt', [meal([{ text: 'yogurt', quantity: 1, unit: 'pot' }])]],
  ['had a pot noodle', [meal([{ text: 'pot noodle', quantity: 1 }])]],
  ['a double vodka and coke', [meal([{ text: 'vodka', quantity: 2 }, { text: 'coke' }])]],
  ['a double cheeseburger', [meal([{ text: 'double cheeseburger', quantity: 1 }])]],
  ['ate three apples', [meal([{ text: 'apples', quantity: 3 }])]],
  ['had toast and jam', [meal([{ text: 'toast and jam' }])]],
  ['toast', [meal([{ text: 'toast' }])]],
  ['3 tablespoons of peanut butter', [meal([{ text: 'peanut butter', quantity: 3, unit: 'tbsp' }])]],
  ['8 fl oz orange juice', [meal([{ text: 'orange juice', quantity: 8, unit: 'fl oz' }])]],
  // No verb: foods at least as many as the other words (before: nothing for these).
  ['chicken curry with rice', [meal([{ text: 'chicken curry with rice' }])]],
  ['greek yogurt with granola', [meal([{ text: 'greek yogurt with granola' }])]],
  ['went to the shop for bread', []],
  ['had lunch at 1pm: soup and bread', [meal([{ text: 'soup and bread' }], when(TODAY, '13:00'), 'lunch')]],
  // A meal that heads the text has its usual time, as 'for dinner' has (a time later today is now).
  ['dinner: salmon, rice and broccoli', [meal([{ text: 'salmon' }, { text: 'rice and broccoli' }], when(TODAY, '16:30'), 'dinner')]],
  ['lunch was a tuna sandwich', [meal([{ text: 'tuna sandwich', quantity: 1 }], when(TODAY, '12:30'), 'lunch')]],
  ['breakfast yesterday was porridge', [meal([{ text: 'porridge' }], when(YESTERDAY, '08:00'), 'breakfast')]],
  [
    'had eggs and toast for breakfast and a salad for lunch',
    [
      meal([{ text: 'eggs and toast' }], when(TODAY, '08:00'), 'breakfast'),
      meal([{ text: 'salad', quantity: 1 }], when(TODAY, '12:30'), 'lunch'),
    ],
  ],
  // Said without stops, as speech is: a meal heading what follows, or a score, starts a new entry.
  [
    'breakfast was 2 eggs and toast lunch was a salad dinner was pasta',
    [
      meal([{ text: 'eggs', quantity: 2 }, { text: 'toast' }], when(TODAY, '08:00'), 'breakfast'),
      meal([{ text: 'salad', quantity: 1 }], when(TODAY, '12:30'), 'lunch'),
      meal([{ text: 'pasta' }], when(TODAY, '16:30'), 'dinner'),
    ],
  ],
  [
    'for breakfast i had porridge for lunch i had soup',
    [meal([{ text: 'porridge' }], when(TODAY, '08:00'), 'breakfast'), meal([{ text: 'soup' }], when(TODAY, '12:30'), 'lunch')],
  ],
  [
    'had a coffee and a croissant mood 4',
    [
      meal([
        { text: 'coffee', quantity: 1 },
        { text: 'croissant', quantity: 1 },
      ]),
      mood(4),
    ],
  ],
  ['a bowl of soup energy low', [meal([{ text: 'soup', quantity: 1, unit: 'bowl' }]), energy(2)]],
  // A feeling then its score is one entry; after a score, 'so' or a new verb, what comes next is its own.
  ['feeling pretty low mood 2 only managed a bowl of soup', [mood(2), meal([{ text: 'soup', quantity: 1, unit: 'bowl' }])]],
  [
    'nausea all morning so just had some crackers',
    [symptom('Nausea', 3, when(TODAY, '08:30')), meal([{ text: 'crackers' }], when(TODAY, '08:30'), 'breakfast')],
  ],
  [
    'headache 4 took paracetamol had a cheese sandwich',
    [symptom('Headache', 4), supplement('Paracetamol', true), meal([{ text: 'cheese sandwich', quantity: 1 }])],
  ],
  ['felt nauseous - toast and tea', [symptom('Nausea', 3), meal([{ text: 'toast and tea' }])]],
  // After a score, a symptom, mood or energy named next is its own entry with its own score; a score said alone scores every symptom before it.
  ['headache 3 nausea 2', [symptom('Headache', 3), symptom('Nausea', 2)]],
  ['fatigue 3/5 brain fog 2/5', [symptom('Fatigue', 3), symptom('Brain fog', 2)]],
  ['mood 2 energy 2 headache 3', [mood(2), energy(2), symptom('Headache', 3)]],
  ['bloated and gassy, about a 5', [symptom('Bloating', 5), symptom('Gas', 5)]],
  // Meals said in a run of other things, or listed by meal without 'was'.
  ['pain 8 in bed most of the day only ate a yoghurt', [symptom('Pain', 4), meal([{ text: 'yoghurt', quantity: 1 }])]],
  ['skipped dinner just had some crackers', [meal([{ text: 'crackers' }])]],
  ["couldn't eat much just a banana", [meal([{ text: 'banana', quantity: 1 }])]],
  ['sipped chicken broth all day', [meal([{ text: 'chicken broth' }])]],
  [
    'breakfast porridge lunch chicken wrap',
    [meal([{ text: 'porridge' }], when(TODAY, '08:00'), 'breakfast'), meal([{ text: 'chicken wrap' }], when(TODAY, '12:30'), 'lunch')],
  ],
  [
    'took vitamin d with breakfast which was greek yogurt',
    [supplement('Vitamin D', true, when(TODAY, '08:00')), meal([{ text: 'greek yogurt' }], when(TODAY, '08:00'), 'breakfast')],
  ],
  ['had a rough day, mood 2', [mood(2)]],
  // A supplement or medicine said among foods is taken, not eaten; a hypo and shakiness are symptoms.
  ['had a sandwich and two paracetamol', [meal([{ text: 'sandwich', quantity: 1 }]), dosed('Paracetamol', '2', 'tablets')]],
  ['had toast and my vitamin d tablet', [meal([{ text: 'toast' }]), supplement('Vitamin D', true)]],
  [
    'hypo at 3pm had 4 glucose tablets',
    [symptom('Low blood sugar', 3, when(TODAY, '15:00')), meal([{ text: 'glucose tablets', quantity: 4 }], when(TODAY, '15:00'), 'snack')],
  ],
  ['felt shaky', [symptom('Shakiness', 3)]],
  // What was eaten before a symptom (not 'after 2 hours of screen time').
  ['bloating after eating pasta', [symptom('Bloating', 3), meal([{ text: 'pasta' }])]],
  ['acid reflux after a curry', [symptom('Heartburn', 3), meal([{ text: 'curry', quantity: 1 }])]],
  [
    'lunch: turkey sandwich, apple, bag of chips',
    [meal([{ text: 'turkey sandwich' }, { text: 'apple' }, { text: 'chips', quantity: 1, unit: 'bag' }], when(TODAY, '12:30'), 'lunch')],
  ],
  // Supplements
  ['took vitamin D', [supplement('Vitamin D', true)]],
  ['skipped my magnesium', [supplement('Magnesium', false)]],
  ['forgot to take my fish oil this morning', [supplement('Fish Oil', false, when(TODAY, '08:30'))]],
  ["didn't take my iron yesterday", [supplement('Iron', false, when(YESTERDAY))]],
  ['took my ashwagandha at 8am', [supplement('Ashwagandha', true, when(TODAY, '08:00'))]],
  ['took a walk', []],
  ['took my vitamin D and fish oil', [supplement('Vitamin D', true), supplement('Fish Oil', true)]],
  ['skipped zinc & iron', [supplement('Zinc', false), supplement('Iron', false)]],
  ['took my vitamin D and went for a walk', [supplement('Vitamin D', true)]],
  // A dose before the name, and short names.
  ['took 400mg magnesium', [dosed('Magnesium', '400', 'mg')]],
  ['took 5 mg of melatonin', [dosed('Melatonin', '5', 'mg')]],
  ['took b12 and d3', [supplement('Vitamin B12', true), supplement('Vitamin D', true)]],
  ['took __proto__ and constructor', [supplement('__proto__', true), supplement('Constructor', true)]],
  // Times of day and relative days
  ['headache at 8pm yesterday', [symptom('Headache', 3, when(YESTERDAY, '20:00'))]],
  ['yesterday evening I had pasta', [meal([{ text: 'pasta' }], when(YESTERDAY, '19:00'), 'dinner')]],
  // A meal at a time with no meal named is the one people have then.
  ['yesterday had fish and chips at 7pm', [meal([{ text: 'fish and chips' }], when(YESTERDAY, '19:00'), 'dinner')]],
  ['an apple at 3pm', [meal([{ text: 'apple', quantity: 1 }], when(TODAY, '15:00'), 'snack')]],
  ['mood 2 last night', [mood(2, when(YESTERDAY, '22:00'))]],
  ['on Monday I had a migraine', [symptom('Migraine', 3, when('2026-11-23'))]],
  ['2 days ago I felt terrible', [mood(1, when('2026-11-23'))]],
  ['two days ago a headache', [symptom('Headache', 3, when('2026-11-23'))]],
  ['the day before yesterday energy 1', [energy(1, when('2026-11-23'))]],
  ['last wednesday mood 3', [mood(3, when('2026-11-18'))]],
  ['headache at 14:15', [symptom('Headache', 3, when(TODAY, '14:15'))]],
  ['headache at 3', [symptom('Headache', 3, when(TODAY, '15:00'))]],
  // Half and quarter hours as said in Britain: 'half 2' is 2:30.
  ['migraine at like half 2', [symptom('Migraine', 3, when(TODAY, '14:30'))]],
  ['nausea at quarter to 11', [symptom('Nausea', 3, when(TODAY, '10:45'))]],
  ['dizzy around half past nine', [symptom('Dizziness', 3, when(TODAY, '09:30'))]],
  // An hour with no am or pm: the half of the day its meal or part of the day says, else after the
  // time said before it, else waking hours (a past day is not read as its evening).
  // A day told as dictated (stop 41's probe): each meal named is its own, at the time said with it.
  [
    'yesterday breakfast was yogurt at 8, lunch a chicken wrap around 1, dinner lasagne at 7',
    [
      meal([{ text: 'yogurt' }], when(YESTERDAY, '08:00'), 'breakfast'),
      meal([{ text: 'chicken wrap', quantity: 1 }], when(YESTERDAY, '13:00'), 'lunch'),
      meal([{ text: 'lasagne' }], when(YESTERDAY, '19:00'), 'dinner'),
    ],
  ],
  [
    'breakfast toast lunch soup dinner curry snack an apple',
    [
      meal([{ text: 'toast' }], when(TODAY, '08:00'), 'breakfast'),
      meal([{ text: 'soup' }], when(TODAY, '12:30'), 'lunch'),
      meal([{ text: 'curry' }], when(TODAY, '16:30'), 'dinner'),
      meal([{ text: 'apple', quantity: 1 }], when(TODAY, '16:00'), 'snack'),
    ],
  ],
  [
    'had a smoothie at 7am then a muffin at 10',
    [
      meal([{ text: 'smoothie', quantity: 1 }], when(TODAY, '07:00'), 'breakfast'),
      meal([{ text: 'muffin', quantity: 1 }], when(TODAY, '10:00'), 'breakfast'),
    ],
  ],
  [
    'tired all morning then at lunch had a jacket potato',
    [energy(2, when(TODAY, '08:30')), meal([{ text: 'jacket potato', quantity: 1 }], when(TODAY, '12:30'), 'lunch')],
  ],
  ['snack of grapes maybe a handful around 3', [meal([{ text: 'grapes', quantity: 1, unit: 'handful' }], when(TODAY, '15:00'), 'snack')]],
  ['a mid-morning snack of crackers', [meal([{ text: 'crackers' }], when(TODAY, '10:30'), 'snack')]],
  ['yesterday nothing until dinner which was fish pie', [meal([{ text: 'fish pie' }], when(YESTERDAY, '19:00'), 'dinner')]],
  ['mood 2 energy 1 didnt really eat much just some toast', [mood(2), energy(1), meal([{ text: 'toast' }])]],
  ['yesterday had cereal at 9 because i couldnt face cooking', [meal([{ text: 'cereal' }], when(YESTERDAY, '09:00'), 'breakfast')]],
  ['had to lie down from 2 to 4', []],
  // Stop 41's re-judge: a clock said in a clause wins, a meal mentioned before sets the half of the day, 'last night' dates its own clause.
  ['yesterday for dinner had beans on toast at 8', [meal([{ text: 'beans on toast' }], when(YESTERDAY, '20:00'), 'dinner')]],
  ['yesterday couldnt face dinner, only had some crackers at 8', [meal([{ text: 'crackers' }], when(YESTERDAY, '20:00'), 'dinner')]],
  [
    'yesterday a bowl of soup at 11 and some toast at 6',
    [
      meal([{ text: 'soup', quantity: 1, unit: 'bowl' }], when(YESTERDAY, '11:00'), 'snack'),
      meal([{ text: 'toast' }], when(YESTERDAY, '18:00'), 'dinner'),
    ],
  ],
  ['yesterday lunch around 1 was a ploughmans', [meal([{ text: 'ploughmans', quantity: 1 }], when(YESTERDAY, '13:00'), 'lunch')]],
  ['took melatonin last night, mood 4', [supplement('Melatonin', true, when(YESTERDAY, '22:00')), mood(4)]],
  [
    'yesterday pasta for lunch at 1 and crisps and dip at 4',
    [meal([{ text: 'pasta' }], when(YESTERDAY, '13:00'), 'lunch'), meal([{ text: 'crisps and dip' }], when(YESTERDAY, '16:00'), 'snack')],
  ],
  ['arvo tea was a lamington', [meal([{ text: 'lamington', quantity: 1 }], when(TODAY, '15:00'), 'snack')]],
  [
    'had a jacket potato for lunch mood was pretty good a 4',
    [meal([{ text: 'jacket potato', quantity: 1 }], when(TODAY, '12:30'), 'lunch'), mood(4)],
  ],
  [
    'yesterday dinner: lamb, rice and peas at 6:30',
    [meal([{ text: 'lamb' }, { text: 'rice and peas' }], when(YESTERDAY, '18:30'), 'dinner')],
  ],
  [
    'for lunch a cheese sandwich a packet of crisps and an apple',
    [
      meal(
        [
          { text: 'cheese sandwich', quantity: 1 },
          { text: 'crisps', quantity: 1, unit: 'bag' },
          { text: 'apple', quantity: 1 },
        ],
        when(TODAY, '12:30'),
        'lunch',
      ),
    ],
  ],
  ['pancakes x3 with syrup', [meal([{ text: 'pancakes with syrup', quantity: 3 }])]],
  [
    'breakfast: toast, boiled eggs (2)',
    [meal([{ text: 'toast' }, { text: 'boiled eggs', quantity: 2 }], when(TODAY, '08:00'), 'breakfast')],
  ],
  // Notes written as notes, British and Australian meal words, and days told out of order (stop 41's second probe).
  ['yesterday fish pie for tea at 6', [meal([{ text: 'fish pie' }], when(YESTERDAY, '18:00'), 'dinner')]],
  ['yesterday tea was sausages and mash at half 6', [meal([{ text: 'sausages and mash' }], when(YESTERDAY, '18:30'), 'dinner')]],
  [
    'a mug of tea and a digestive',
    [
      meal([
        { text: 'tea', quantity: 1, unit: 'mug' },
        { text: 'digestive', quantity: 1 },
      ]),
    ],
  ],
  ['porridge w/ honey for brekkie', [meal([{ text: 'porridge with honey' }], when(TODAY, '08:00'), 'breakfast')]],
  [
    'cramps 3 after lunch (soup and a roll ~1pm)',
    [symptom('Cramps', 3, when(TODAY, '13:30')), meal([{ text: 'soup' }, { text: 'roll', quantity: 1 }], when(TODAY, '13:00'), 'lunch')],
  ],
  ['yoghurt + granola 7ish', [meal([{ text: 'yoghurt and granola' }], when(TODAY, '07:00'), 'breakfast')]],
  [
    'banana 9am, chicken wrap 1:15',
    [meal([{ text: 'banana' }], when(TODAY, '09:00'), 'breakfast'), meal([{ text: 'chicken wrap' }], when(TODAY, '13:15'), 'lunch')],
  ],
  ['had an awful day', []],
  ['we went out for dinner', []],
  ['yesterday was rough but today mood 4', [mood(4)]],
  [
    'took paracetamol at 9 and codeine at 1',
    [supplement('Paracetamol', true, when(TODAY, '09:00')), supplement('Codeine', true, when(TODAY, '13:00'))],
  ],
  [
    'yesterday had pasta at 7pm, took my meds at 8',
    [meal([{ text: 'pasta' }], when(YESTERDAY, '19:00'), 'dinner'), supplement('Meds', true, when(YESTERDAY, '20:00'))],
  ],
  [
    'yesterday crackers at 2pm then took ondansetron at 10',
    [meal([{ text: 'crackers' }], when(YESTERDAY, '14:00'), 'lunch'), supplement('Ondansetron', true, when(YESTERDAY, '10:00'))],
  ],
  ['couldnt keep anything down except toast', [meal([{ text: 'toast' }])]],
  ['ate nothing but crackers', [meal([{ text: 'crackers' }])]],
  [
    'woke up at 4 with a migraine and took a triptan at 4:30',
    [symptom('Migraine', 3, when(TODAY, '04:00')), supplement('Triptan', true, when(TODAY, '04:30'))],
  ],
  [
    'yesterday an apple at 10 and some soup for lunch',
    [
      meal([{ text: 'apple', quantity: 1 }], when(YESTERDAY, '10:00'), 'breakfast'),
      meal([{ text: 'soup' }], when(YESTERDAY, '12:30'), 'lunch'),
    ],
  ],
  ['slept about 6 and a half hours', [{ kind: 'sleep', when: when(), hours: 6.5 }]],
  // A time said with a later meal is not when an earlier symptom was.
  [
    'skipped breakfast because the reflux was bad, had toast for lunch at 1',
    [symptom('Heartburn', 4), meal([{ text: 'toast' }], when(TODAY, '13:00'), 'lunch')],
  ],
  // A symptom gone by a time was had; a time said after a score is that score's.
  ['yesterday migraine 4 in the morning gone by lunch', [symptom('Migraine', 4, when(YESTERDAY, '08:30'))]],
  [
    'yesterday nausea 2 this morning cramps 3 in the evening',
    [symptom('Nausea', 2, when(YESTERDAY, '08:30')), symptom('Cramps', 3, when(YESTERDAY, '19:00'))],
  ],
  ['energy was like a two', [energy(2)]],
  // Breathing and bowel symptoms as said, the scales' own words, and a score again at another time.
  ['wheezy 2 and out of breath', [symptom('Wheezing', 2), symptom('Shortness of breath', 3)]],
  ['chest tight this morning', [symptom('Chest tightness', 3, when(TODAY, '08:30'))]],
  ['urgency 3', [symptom('Bowel urgency', 3)]],
  ['energy rubbish', [energy(1)]],
  ['back pain is brutal', [symptom('Back pain', 5)]],
  ['nausea 1 at 8am, 3 by noon', [symptom('Nausea', 1, when(TODAY, '08:00')), symptom('Nausea', 3, when(TODAY, '12:00'))]],
  ['had a bad knee all day', [symptom('Knee pain', 4)]],
  // A score said again as a change is the same kind at its own time; fillers end what was said.
  [
    'yesterday mood 4 in the morning then dropped to a two after dinner',
    [mood(4, when(YESTERDAY, '08:30')), mood(2, when(YESTERDAY, '20:30'))],
  ],
  ['had loads of grapes', [meal([{ text: 'grapes' }])]],
  ['yesterday dinner was a curry at 8pm ugh regret it', [meal([{ text: 'curry', quantity: 1 }], when(YESTERDAY, '20:00'), 'dinner')]],
  ['PEM 4 since yesterday', [symptom('Post-exertional malaise', 4)]],
  ['knees sore and heart racing when i stand', [symptom('Knee pain', 3), symptom('Palpitations', 3)]],
  [
    'sugars high after dinner and really thirsty',
    [symptom('High blood sugar', 3, when(TODAY, '16:30')), symptom('Thirst', 3, when(TODAY, '16:30'))],
  ],
  ['yesterday took ibuprofen at 8', [supplement('Ibuprofen', true, when(YESTERDAY, '08:00'))]],
  ['yesterday took my evening primrose oil at 9', [supplement('Evening primrose oil', true, when(YESTERDAY, '09:00'))]],
  ['yesterday nausea at 11', [symptom('Nausea', 3, when(YESTERDAY, '11:00'))]],
  ['yesterday soup for lunch at 1:30', [meal([{ text: 'soup' }], when(YESTERDAY, '13:30'), 'lunch')]],
  ['yesterday had pasta for dinner at 7', [meal([{ text: 'pasta' }], when(YESTERDAY, '19:00'), 'dinner')]],
  ['headache last night at 11', [symptom('Headache', 3, when(YESTERDAY, '23:00'))]],
  ['nausea at 9 this evening', [symptom('Nausea', 3, when(TODAY, '16:30'))]],
  [
    'yesterday had pasta at 8pm, migraine at 10',
    [meal([{ text: 'pasta' }], when(YESTERDAY, '20:00'), 'dinner'), symptom('Migraine', 3, when(YESTERDAY, '22:00'))],
  ],
  // When the person writes is no time of what happened: only its weekday, when today, dates the text.
  ["It's wednesday evening. migraine 4, took sumatriptan", [symptom('Migraine', 4), supplement('Sumatriptan', true)]],
  ['its monday afternoon, bloating 3', [symptom('Bloating', 3)]],
  // A thing of another day named ('after yesterday's physio') does not date what is said.
  ["fatigue 4 after yesterday's physio", [symptom('Fatigue', 4)]],
  // When said at the end of a list of symptoms is when of them all.
  [
    'woke at 7. sore throat, cough and a fever since 2pm',
    [symptom('Sore throat', 3, when(TODAY, '14:00')), symptom('Cough', 3, when(TODAY, '14:00')), symptom('Fever', 3, when(TODAY, '14:00'))],
  ],
  // A day heading a clause about the night is the day told.
  [
    'Yesterday: up at 6 with a migraine, took rizatriptan at 6:30. nausea at noon',
    [
      symptom('Migraine', 3, when(YESTERDAY, '06:00')),
      supplement('Rizatriptan', true, when(YESTERDAY, '06:30')),
      symptom('Nausea', 3, when(YESTERDAY, '12:00')),
    ],
  ],
  // A meal named before sets the half of the day only of an hour near it: a wrap at 3 after breakfast is the afternoon's.
  ["didn't eat breakfast, had a wrap at 3", [meal([{ text: 'wrap', quantity: 1 }], when(TODAY, '15:00'), 'snack')]],
  // After a later time said before it, 6 is the evening: the day goes on.
  [
    'yesterday ate granola at 9 and a risotto at 6',
    [
      meal([{ text: 'granola' }], when(YESTERDAY, '09:00'), 'breakfast'),
      meal([{ text: 'risotto', quantity: 1 }], when(YESTERDAY, '18:00'), 'dinner'),
    ],
  ],
  // A meal named before and far from an hour is still a time said before it: the day goes on.
  [
    'yesterday took baclofen at lunch and tramadol at 6',
    [supplement('Baclofen', true, when(YESTERDAY, '12:30')), supplement('Tramadol', true, when(YESTERDAY, '18:00'))],
  ],
  // A symptom said to have ended by a time, after it was told, is no second one.
  [
    'sinus pain 3 this morning, took ibuprofen at 10, sinus pain eased off by 2',
    [symptom('Sinus pain', 3, when(TODAY, '08:30')), supplement('Ibuprofen', true, when(TODAY, '10:00'))],
  ],
  // What lasted all day was at no one time.
  ['fibro flare most of the day, took naproxen at 2', [symptom('Flare-up', 3), supplement('Naproxen', true, when(TODAY, '14:00'))]],
  // 'by 3' after how one felt is when; 'about 2' after a mood with no score is its score.
  ['wiped out by 3, energy 1', [energy(1, when(TODAY, '15:00'))]],
  [
    'joints sore, about 4. took naproxen at 9',
    [symptom('Joint pain', 4, when(TODAY, '09:00')), supplement('Naproxen', true, when(TODAY, '09:00'))],
  ],
  // 'light' of a symptom's name is no intensity; a score between a pain and where it is still names where.
  ['aura then light sensitivity', [symptom('Light sensitivity', 3)]],
  ['felt light-headed and sensitive to noise', [symptom('Dizziness', 3), symptom('Noise sensitivity', 3)]],
  ['pain 7/10 in my lower back', [symptom('Back pain', 4)]],
  // A score said again with a time, or as a change, is another reading of the symptom before.
  ['cramps 4 then 2 by dinner', [symptom('Cramps', 4), symptom('Cramps', 2, when(TODAY, '16:30'))]],
  [
    'headache 2 from 9am, got worse 8/10 by noon',
    [symptom('Headache', 2, when(TODAY, '09:00')), symptom('Headache', 4, when(TODAY, '12:00'))],
  ],
  // What was eaten, said after a pause.
  ["couldn't eat much, only some dry toast", [meal([{ text: 'dry toast' }])]],
  ['nothing all day until tea, which was beans on toast', [meal([{ text: 'beans on toast' }], when(TODAY, '16:30'), 'dinner')]],
  // A clock time far from the meal said before is a meal of its own.
  [
    'granola for breakfast, a pasty at 1',
    [meal([{ text: 'granola' }], when(TODAY, '08:00'), 'breakfast'), meal([{ text: 'pasty', quantity: 1 }], when(TODAY, '13:00'), 'lunch')],
  ],
  // A reading is no food.
  ['sugars 9.2 before dinner', []],
  // A time later today is not in the future: it becomes now.
  ['headache tonight', [symptom('Headache', 3, when(TODAY, '16:30'))]],
  ['mood 4 at 9pm', [mood(4, when(TODAY, '16:30'))]],
  // Several entries in one sentence
  [
    'I had a bad headache since lunch and I skipped my magnesium',
    [symptom('Headache', 4, when(TODAY, '12:30')), supplement('Magnesium', false)],
  ],
  ['mood 3, energy 2 and took vitamin D', [mood(3), energy(2), supplement('Vitamin D', true)]],
  ['yesterday evening: mood 2, a mild headache', [mood(2, when(YESTERDAY, '19:00')), symptom('Headache', 1, when(YESTERDAY, '19:00'))]],
  ['feeling good. ate 2 eggs for breakfast', [mood(4), meal([{ text: 'eggs', quantity: 2 }], when(TODAY, '08:00'), 'breakfast')]],
  // No entry
  ['what should I eat?', []],
  ['how was my week', []],
  // 'Was' asks before what it asks about; before what happened it tells it.
  // Stop 43: pains said with a word of how much between the part and the ache, joints said together, a pain's flare.
  ['wrists and elbows really sore', [symptom('Joint pain', 3)]],
  ['ankles very achy this morning', [symptom('Ankle pain', 3, when(TODAY, '08:30'))]],
  ['my shoulder is extremely sore', [symptom('Shoulder pain', 5)]],
  ['pain in my hips and knees, 2', [symptom('Joint pain', 2)]],
  ['bad pain flare in my hips', [symptom('Hip pain', 4)]],
  ['joint pain flare, 4/5', [symptom('Joint pain', 4)]],
  // Stop 43: a time of getting up carries on past a meal; a night's heading times nothing else; a part of today dates.
  [
    'got up at 6:30, cereal for breakfast, took levothyroxine, nausea 2 at 3pm',
    [
      meal([{ text: 'cereal' }], when(TODAY, '08:00'), 'breakfast'),
      supplement('Levothyroxine', true, when(TODAY, '06:30')),
      symptom('Nausea', 2, when(TODAY, '15:00')),
    ],
  ],
  ['Monday night: slept 5 hours, back pain 3', [{ kind: 'sleep', when: when(YESTERDAY), hours: 5 }, symptom('Back pain', 3)]],
  ['rash came up yesterday, itching 3 this morning', [symptom('Rash', 3, when(YESTERDAY)), symptom('Itching', 3, when(TODAY, '08:30'))]],
  ['took methotrexate 10mg (friday is injection day)', [dosed('Methotrexate', '10', 'mg')]],
  ['cramps all night, mood 2', [symptom('Cramps', 3), mood(2)]],
  // Stop 43: everyday words are no typos of a symptom that starts otherwise; things done are no food; what eased is no entry.
  ['visiting my sister, headache 2', [symptom('Headache', 2)]],
  ['neck pain 2 from sleeping awkwardly', [symptom('Neck pain', 2)]],
  ['managed a bath and some crackers', [meal([{ text: 'crackers' }])]],
  ['had a lie in, mood 4', [mood(4)]],
  ['ate nothing till lunch which was a wrap', [meal([{ text: 'wrap', quantity: 1 }], when(TODAY, '12:30'), 'lunch')]],
  [
    'migraine 3 at 9am, took naproxen at 10, better by lunch',
    [symptom('Migraine', 3, when(TODAY, '09:00')), supplement('Naproxen', true, when(TODAY, '10:00'))],
  ],
  ['sore wrists, wrists better by lunch', [symptom('Wrist pain', 3)]],
  ["couldn't sleep, insomnia again", [{ kind: 'sleep', when: when(TODAY), quality: 1 }, symptom('Insomnia', 3)]],
  ["can't sleep, insomnia again", [symptom('Insomnia', 3)]],
  ['mood crap, energy 2', [mood(2), energy(2)]],
  ['restless legs 3', [symptom('Restless legs', 3)]],
  ['energy 4 at 9am, crashed by 2pm to a 1', [energy(4, when(TODAY, '09:00')), energy(1, when(TODAY, '14:00'))]],
  // Stop 43: an hour with no am or pm, soon before a time said later with its half of the day; the lower belly and endo pain.
  [
    'yesterday pasta at 6, heartburn at 8pm',
    [meal([{ text: 'pasta' }], when(YESTERDAY, '18:00'), 'dinner'), symptom('Heartburn', 3, when(YESTERDAY, '20:00'))],
  ],
  [
    'yesterday woke at 7:30, mood 3. porridge at 8, naproxen at 10pm',
    [
      mood(3, when(YESTERDAY, '07:30')),
      meal([{ text: 'porridge' }], when(YESTERDAY, '08:00'), 'breakfast'),
      supplement('Naproxen', true, when(YESTERDAY, '22:00')),
    ],
  ],
  // A time at the end of a list of symptoms is of them all, scored or not.
  [
    'yesterday soup at 5, nausea 2 and dizziness 3 by 8pm',
    [
      meal([{ text: 'soup' }], when(YESTERDAY, '17:00'), 'dinner'),
      symptom('Nausea', 2, when(YESTERDAY, '20:00')),
      symptom('Dizziness', 3, when(YESTERDAY, '20:00')),
    ],
  ],
  // After what was taken, a score at a time of its own is the symptom's again.
  [
    'headache 8/10 at 9am, took ibuprofen, 4/10 by 1pm',
    [
      symptom('Headache', 4, when(TODAY, '09:00')),
      supplement('Ibuprofen', true, when(TODAY, '09:00')),
      symptom('Headache', 2, when(TODAY, '13:00')),
    ],
  ],
  [
    'yesterday migraine at 2pm, took sumatriptan, lay down in the dark, 4/10 at 6',
    [
      symptom('Migraine', 3, when(YESTERDAY, '14:00')),
      supplement('Sumatriptan', true, when(YESTERDAY, '14:00')),
      symptom('Migraine', 2, when(YESTERDAY, '18:00')),
    ],
  ],
  ['pain in my lower tummy 2', [symptom('Stomach ache', 2)]],
  ['endometriosis pain 4', [symptom('Pelvic pain', 4)]],
  // Stop 43: 'threw up at' is no waking; a label's colon before a score; 'still' before a score; a flat mood; the gut.
  ['threw up at 11am', [symptom('Vomiting', 3, when(TODAY, '11:00'))]],
  ['mood: anxious 2/5', [mood(2)]],
  ['pain: 3/5', [symptom('Pain', 3)]],
  ['energy 2, mood flat', [energy(2), mood(2)]],
  ['cramps 3 at 8am, still 8/10 at noon', [symptom('Cramps', 3, when(TODAY, '08:00')), symptom('Cramps', 4, when(TODAY, '12:00'))]],
  ['gut pain 2', [symptom('Stomach ache', 2)]],
  // Stop 44: symptoms people with chronic illness name; words of a symptom kept whole; 'low grade'.
  ['tinnitus loud today', [symptom('Tinnitus', 3)]],
  ['mouth ulcers again', [symptom('Mouth ulcers', 3)]],
  ['heart racing after my shower, felt faint', [symptom('Palpitations', 3), symptom('Dizziness', 3)]],
  ['fainted in the shower', [symptom('Fainting', 3)]],
  ['a faint headache', [symptom('Headache', 1)]],
  ['feeling tired and achy', [energy(2), symptom('Body aches', 3)]],
  ['acting up again', []],
  ['ran to the loo 4 times', [counted('Diarrhea', 3, '4 times')]],
  ['crohns playing up, 6 trips to the loo before lunch', [counted('Diarrhea', 3, '6 times', when(TODAY, '11:30'))]],
  ['fever low grade', [symptom('Fever', 1)]],
  ['ran out of breath and my chest felt tight', [symptom('Shortness of breath', 3), symptom('Chest tightness', 3)]],
  ['got out of breath on the stairs', [symptom('Shortness of breath', 3)]],
  ['had a scan for my headache', []],
  ['legs really heavy and achy today', [symptom('Leg pain', 3)]],
  ['hands swollen and painful', [symptom('Hand pain', 3), symptom('Swelling', 3)]],
  ['IBS flare today bloated 4', [symptom('Bloating', 4)]],
  // Stop 44: scores said short; no meal of 'eating'; a crash is energy; a medicine's day is a dose.
  ["pain's a 3 today which is good", [symptom('Pain', 3)]],
  ['mood is about 3', [mood(3)]],
  ['stomach pain after eating, like a 5', [symptom('Stomach ache', 5)]],
  ['long covid crash today, couldnt get out of bed', [energy(1)]],
  ['energy was ok this morning but crashed around 2', [energy(3, when(TODAY, '08:30')), energy(1, when(TODAY, '14:00'))]],
  ['exhausted and nauseous', [energy(1), symptom('Nausea', 3)]],
  ['headache after a long walk', [symptom('Headache', 3)]],
  ['methotrexate day', [supplement('Methotrexate', true)]],
  ["it's methotrexate day", [supplement('Methotrexate', true)]],
  ['hypo at 3am, sugar 3.1', [symptom('Low blood sugar', 3, when(TODAY, '03:00'))]],
  // Stop 44: whose time a mood, an energy or a meal takes; 'so far'; what was taken after 'last night'.
  [
    '2 litres of water so far, took midodrine at 8',
    [meal([{ text: 'water', quantity: 2, unit: 'l' }]), supplement('Midodrine', true, when(TODAY, '08:00'))],
  ],
  [
    'drank 2 litres of water, midodrine at 8',
    [meal([{ text: 'water', quantity: 2, unit: 'l' }]), supplement('Midodrine', true, when(TODAY, '08:00'))],
  ],
  ['mood 1/5 stayed in bed til 2pm', [mood(1)]],
  ['up at 5:30 with the baby. Energy 2.', [energy(2)]],
  ['energy good, crashed at 3pm', [energy(4), energy(1, when(TODAY, '15:00'))]],
  ['feeling good, took my meds at 9', [mood(4), supplement('Meds', true, when(TODAY, '09:00'))]],
  [
    'endo pain was horrendous last night, took naproxen and codeine',
    [
      symptom('Pelvic pain', 5, when(YESTERDAY, '22:00')),
      supplement('Naproxen', true, when(YESTERDAY, '22:00')),
      supplement('Codeine', true, when(YESTERDAY, '22:00')),
    ],
  ],
  ['was my sleep ok', []],
  ['was sleep bad on tuesday', []],
  ['were there any headaches yesterday', []],
  ['was exhausted all day', [energy(1)]],
  ['was in a lot of pain yesterday', [symptom('Pain', 4, when(YESTERDAY))]],
  ['Should I take magnesium?', []],
  ['hello', []],
  ['thanks!', []],
  ['went camping', []],
  ['', []],
];

describe('parseEntryText', () => {
  it(`reads ${SENTENCES.length} sentences`, () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(SENTENCES)('%j', (sentence, expected) => {
    const drafts = parseEntryText(sentence, context);
    expect(drafts).toEqual(expected);
    for (const draft of drafts) expect(entryDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('never gives a day after today, in the person’s own zone', () => {
    // 23:30 UTC on the 25th is already the 26th in Auckland.
    const late = { now: new Date('2026-11-25T23:30:00Z'), timeZone: 'Pacific/Auckland' };
    expect(parseEntryText('mood 4', late)).toEqual([mood(4, when('2026-11-26'))]);
    expect(parseEntryText('mood 4 yesterday', late)).toEqual([mood(4, when('2026-11-25'))]);
  });

  it('reads “it’s … night” written after midnight as the day not yet slept on', () => {
    // 00:30 on Thursday 26 November in Berlin.
    const afterMidnight = { now: new Date('2026-11-25T23:30:00Z'), timeZone: 'Europe/Berlin' };
    expect(parseEntryText("it's wednesday night. nausea 2 at 11pm", afterMidnight)).toEqual([symptom('Nausea', 2, when(TODAY, '23:00'))]);
  });

  it('reads weekdays back from today: today’s weekday is today, “last” is a week before', () => {
    expect(parseEntryText('on wednesday mood 3', context)).toEqual([mood(3, when(TODAY))]);
    expect(parseEntryText('mood 3 on thursday', context)).toEqual([mood(3, when('2026-11-19'))]);
  });
});

describe('parseEntryText on text it was not written for', () => {
  /** A small deterministic generator: the same 500 texts on every run. */
  function* texts(count: number): Generator<string> {
    let seed = 17;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pieces = [
      'mood',
      'headache',
      '3/5',
      'yesterday',
      'at',
      '8pm',
      'took',
      'and',
      'with',
      '½',
      'ate',
      '2',
      'days ago',
      ',',
      '?',
      '💊',
      'ñ',
      '\u0000',
      'on monday',
      'cup of',
      'skipped',
      'half a',
      'x'.repeat(40),
    ];
    for (let i = 0; i < count; i++)
      yield Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join(' ');
  }

  it('never throws, and every draft it gives is valid and not in the future', () => {
    for (const text of texts(500)) {
      for (const draft of parseEntryText(text, context)) {
        expect(entryDraftSchema.safeParse(draft).success, text).toBe(true);
        expect(draft.when.date <= TODAY, text).toBe(true);
        if (draft.when.date === TODAY && draft.when.time) expect(draft.when.time <= '16:30', text).toBe(true);
      }
    }
  });
});

describe('parseMealText', () => {
  it('reads all of a quick add as foods', () => {
    expect(parseMealText('2 eggs and coffee with milk', context)).toEqual(
      meal([{ text: 'eggs', quantity: 2 }, { text: 'coffee with milk' }]),
    );
    expect(parseMealText('toast', context)).toEqual(meal([{ text: 'toast' }]));
    expect(parseMealText('Homemade lentil soup', context)).toEqual(meal([{ text: 'homemade lentil soup' }]));
  });

  it('leaves out a pill typed among the foods, and proposes no meal of pills alone', () => {
    expect(parseMealText('a bagel and my iron tablet', context)).toEqual(meal([{ text: 'bagel', quantity: 1 }]));
    expect(parseMealText('2 ibuprofen', context)).toBeNull();
  });

  it('keeps the meal and time a quick add names', () => {
    expect(parseMealText('porridge for breakfast', context)).toEqual(meal([{ text: 'porridge' }], when(TODAY, '08:00'), 'breakfast'));
  });

  it('reads when each food was had, said after it, as no part of a food', () => {
    expect(parseMealText('oatmeal for breakfast and a turkey wrap for lunch', context)?.foods).toEqual([
      { text: 'oatmeal' },
      { text: 'turkey wrap', quantity: 1 },
    ]);
    expect(parseMealText('pasta for dinner', context)?.foods).toEqual([{ text: 'pasta' }]);
    expect(parseMealText('biscuits with tea', context)?.foods).toEqual([{ text: 'biscuits with tea' }]);
  });

  it('gives nothing for a text without a food', () => {
    expect(parseMealText('  ', context)).toBeNull();
    expect(parseMealText('2', context)).toBeNull();
  });
});
