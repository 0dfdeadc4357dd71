/**
 * The food search's vocabulary, as data: how people say foods and how the foods are named.
 * Code reads it (search.ts, word-spacing.ts, compound-query.ts, ranking.ts and the entry-text
 * parser); a new everyday word goes here, not into a rule. Keys are lower case, as the
 * normalised query words (`queryWords`) are.
 */
export const FOOD_LEXICON = {
  /** Everyday names the foods do not use, searched as alternatives of the word typed. */
  synonyms: {
    porridge: ['oatmeal'],
    soda: ['carbonated'],
    coke: ['cola'],
    fries: ['fried'],
    yoghurt: ['yogurt'],
    prawn: ['shrimp'],
    prawns: ['shrimp'],
    aubergine: ['eggplant'],
    courgette: ['zucchini'],
    mince: ['ground'],
    mac: ['macaroni'],
    burger: ['hamburger'],
    burgers: ['hamburger'],
    hotdog: ['frankfurter'],
    donut: ['doughnut'],
    donuts: ['doughnut'],
    kiwi: ['kiwifruit'],
    kiwis: ['kiwifruit'],
    crisps: ['chips'],
    fingers: ['sticks', 'stick'],
    diet: ['calorie'],
    decaf: ['decaffeinated'],
    // Shapes of pasta the foods name only among their other names ('Pasta, cooked': spaghetti, penne, …).
    spaghetti: ['pasta'],
    penne: ['pasta'],
    linguine: ['pasta'],
    fettuccine: ['pasta'],
    rigatoni: ['pasta'],
    fusilli: ['pasta'],
    farfalle: ['pasta'],
    rotini: ['pasta'],
    ziti: ['pasta'],
    tagliatelle: ['pasta'],
    // Coffee-bar drinks the survey does not list: coffee is the nearest food.
    americano: ['coffee'],
    // British and other spellings and names the foods write the American way.
    omelette: ['omelet'],
    omelettes: ['omelet'],
    kebab: ['kabob'],
    kebabs: ['kabob'],
    lasagne: ['lasagna'],
    chilli: ['chili'],
    rocket: ['arugula'],
    gammon: ['ham'],
    lager: ['beer'],
    stout: ['beer'],
    swede: ['rutabaga'],
    treacle: ['molasses'],
    mayo: ['mayonnaise'],
    minced: ['ground'],
  } as Record<string, readonly string[]>,
  /**
   * Names said otherwise than the foods say them, replaced before searching: names for which a
   * synonym would be too broad ('fries' alone would find fried tofu), and short names of dishes.
   */
  phrases: {
    fries: 'french fries',
    'flat white': 'coffee',
    'jacket potato': 'baked potato',
    'jacket potatoes': 'baked potato',
    wholemeal: 'whole wheat',
    'semi skimmed': 'reduced fat',
    skimmed: 'fat free',
    'double cream': 'heavy cream',
    'single cream': 'light cream',
    sweetcorn: 'sweet corn',
    'cottage pie': 'shepherds pie',
    beetroot: 'beets',
    mangetout: 'snowpeas',
    'doner kebab': 'gyro',
    crumble: 'crisp',
    'brown sauce': 'steak sauce',
    'fizzy drink': 'soft drink',
    'icing sugar': 'powdered sugar',
    'candy floss': 'cotton candy',
    bolognese: 'meat sauce',
    'spag bol': 'spaghetti meat sauce',
    // The foods call bell peppers sweet ('Peppers, sweet, green, raw'); 'bell' alone is a typo away from belly.
    'bell pepper': 'sweet pepper',
    'bell peppers': 'sweet peppers',
    // A classic sandwich is the sandwich, not its spreads.
    blt: 'bacon lettuce tomato sandwich',
    pbj: 'peanut butter jelly sandwich',
    'pb j': 'peanut butter jelly sandwich',
    'pb and j': 'peanut butter jelly sandwich',
    'peanut butter and jelly': 'peanut butter and jelly sandwich',
    'peanut butter jelly': 'peanut butter jelly sandwich',
  } as Record<string, string>,
  /**
   * Short names of dishes, written out in a meal said in words before it is split into its foods
   * ('a blt and an oj' is a bacon, lettuce and tomato sandwich and an orange juice). Matched in the
   * text as said, so '&' stays ('pb&j').
   */
  dishShortNames: {
    blt: 'bacon lettuce and tomato sandwich',
    pbj: 'peanut butter and jelly sandwich',
    'pb and j': 'peanut butter and jelly sandwich',
    'pb&j': 'peanut butter and jelly sandwich',
    oj: 'orange juice',
    'mac n cheese': 'macaroni and cheese',
    'mac and cheese': 'macaroni and cheese',
    cuppa: 'tea',
  } as Record<string, string>,
  /**
   * Words that describe rather than name a food: joiners, and how a food is prepared, served or
   * measured, or what colour it is ('grilled salmon' names one food, salmon).
   */
  notFoodWords: [
    ...['with', 'and', 'plus', 'on', 'some', 'the', 'a', 'an', 'of', 'my', 'plain', 'fresh', 'homemade'],
    ...['grilled', 'baked', 'roasted', 'broiled', 'fried', 'deep', 'boiled', 'hard', 'soft', 'poached', 'steamed', 'scrambled'],
    ...['sauteed', 'toasted', 'smoked', 'stewed', 'braised', 'barbecued', 'bbq', 'raw', 'cooked', 'hot', 'cold', 'iced', 'warm', 'black'],
    ...['sliced', 'chopped', 'diced', 'shredded', 'grated', 'mashed', 'small', 'medium', 'large', 'big', 'diet', 'light'],
    ...['green', 'red', 'yellow', 'white', 'brown', 'golden', 'purple', 'ripe', 'dried', 'frozen', 'canned'],
    ...['bowl', 'cup', 'cups', 'glass', 'mug', 'plate', 'slice', 'slices', 'piece', 'pieces', 'serving', 'handful'],
    // A cut is how a food is served, not another food ('salmon fillet' is salmon).
    ...['fillet', 'fillets', 'filet', 'filets'],
  ] as readonly string[],
  /**
   * Ways of cooking that make another food of the same thing: in a food's name they join its
   * head ('Egg, whole, cooked, scrambled' is scrambled egg). Brewing is how coffee and tea are
   * plainly had: not here.
   */
  cookedHeadForms: [
    ...['toasted', 'scrambled', 'fried', 'pan-fried', 'poached', 'roasted', 'grilled', 'broiled', 'mashed', 'baked', 'boiled'],
    ...['steamed', 'stewed', 'hard-boiled'],
  ] as readonly string[],
  /**
   * First comma parts of a name that name a class rather than the food ('Fish, salmon' is salmon).
   * Dish names such as 'Pie, apple' are not here: there the first part is what the food is.
   */
  classHeads: [
    ...['alcoholic beverage', 'babyfood', 'beans', 'beverages', 'candies', 'cereals', 'cereals ready-to-eat', 'cheese', 'coffee'],
    ...['crustaceans', 'fast foods', 'fish', 'game meat', 'infant formula', 'mollusks', 'nuts', 'oil', 'peppers'],
    ...['restaurant', 'seeds', 'snacks', 'soft drink', 'spices', 'usda commodity'],
  ] as readonly string[],
  /** First two parts that name a class together ('Alcoholic beverage, distilled, whiskey' is whiskey). */
  twoPartClassHeads: [
    ...['alcoholic beverage, distilled', 'beverages, carbonated', 'restaurant, chinese', 'restaurant, italian'],
    ...['restaurant, latino', 'restaurant, mexican', 'restaurant, family style'],
  ] as readonly string[],
  /** Measures and servings: '<word> of' before a food says how much, not which food ('a cup of tea' is tea). */
  servingWords: [
    ...['bowl', 'bowls', 'cup', 'cups', 'glass', 'glasses', 'mug', 'mugs', 'plate', 'plates', 'slice', 'slices', 'piece', 'pieces'],
    ...['serving', 'servings', 'handful', 'handfuls', 'can', 'cans', 'bottle', 'bottles', 'pint', 'pints', 'scoop', 'scoops'],
    ...['spoonful', 'spoonfuls', 'tablespoon', 'tablespoons', 'teaspoon', 'teaspoons', 'tbsp', 'tsp', 'pat', 'portion', 'portions'],
    ...['bag', 'box', 'jar', 'pot', 'carton', 'packet', 'stick', 'sticks', 'shot', 'shots', 'dash', 'splash', 'pinch', 'bite', 'bites'],
  ] as readonly string[],
  /** Everyday foods, for fixing typos in meals typed or said in words (the search finds the foods themselves). */
  commonFoods: [
    'apple',
    'avocado',
    'bacon',
    'bagel',
    'banana',
    'beans',
    'beef',
    'berries',
    'blueberries',
    'bread',
    'broccoli',
    'burger',
    'butter',
    'carrot',
    'carrots',
    'cereal',
    'cheese',
    'chicken',
    'chocolate',
    'coffee',
    'cookie',
    'crackers',
    'croissant',
    'cucumber',
    'eggs',
    'granola',
    'grapes',
    'hummus',
    'juice',
    'lentils',
    'lettuce',
    'milk',
    'muffin',
    'noodles',
    'oatmeal',
    'oats',
    'orange',
    'pancakes',
    'pasta',
    'peanut',
    'pizza',
    'porridge',
    'potato',
    'potatoes',
    'rice',
    'roast',
    'salad',
    'salmon',
    'sandwich',
    'soup',
    'spaghetti',
    'spinach',
    'strawberries',
    'sugar',
    'toast',
    'tomato',
    'tomatoes',
    'tuna',
    'turkey',
    'vegetables',
    'water',
    'yogurt',
    'cashews',
    'almonds',
    'walnuts',
    'honey',
    'omelette',
    'sausage',
    'steak',
    'shrimp',
    'tofu',
    'quinoa',
    'waffles',
    'cornflakes',
    'raspberries',
    'pineapple',
    'mango',
    'peach',
    'pear',
    'watermelon',
    'celery',
    'onion',
    'garlic',
    'pepper',
    'mushrooms',
    'zucchini',
    'tea',
  ] as readonly string[],
};
