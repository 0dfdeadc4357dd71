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
    fingers: ['sticks', 'stick'],
    diet: ['calorie'],
    decaf: ['decaffeinated'],
    bbq: ['barbecue', 'barbecued'],
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
    treacle: ['molasses'],
    mayo: ['mayonnaise'],
    minced: ['ground'],
    guinness: ['beer'],
    // A British bitter is a beer.
    bitter: ['beer'],
    toastie: ['sandwich'],
    toasties: ['sandwich'],
    butty: ['sandwich'],
    butties: ['sandwich'],
    sarnie: ['sandwich'],
    udon: ['noodles'],
    bangers: ['sausage'],
  } as Record<string, readonly string[]>,
  /**
   * Names said otherwise than the foods say them, replaced before searching: names for which a
   * synonym would be too broad ('fries' alone would find fried tofu), and short names of dishes.
   */
  phrases: {
    fries: 'french fries',
    // Espresso with steamed milk, as a latte is.
    'flat white': 'latte',
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
    shawarma: 'gyro',
    shwarma: 'gyro',
    swede: 'rutabaga',
    capsicum: 'sweet pepper',
    rockmelon: 'cantaloupe',
    cantelope: 'cantaloupe',
    // Brands and nicknames people type for the food they are.
    oj: 'orange juice',
    lays: 'potato chips',
    corona: 'beer',
    jif: 'peanut butter',
    skippy: 'peanut butter',
    'quaker oats': 'oatmeal',
    'chocolate bar': 'milk chocolate candy',
    // Dishes the survey names by what they are.
    bulgogi: 'beef with soy-based sauce',
    'banh mi': 'pork sandwich',
    'pork pie': 'meat pie',
    'korean fried chicken': 'fried chicken',
    'tonkotsu ramen': 'ramen',
    'celery sticks': 'celery',
    'carrot sticks': 'carrots',
    'long black': 'coffee',
    'black pudding': 'blood sausage',
    pavlova: 'meringue',
    veg: 'mixed vegetables',
    veggies: 'mixed vegetables',
    // Vegetables said with how they were cooked are the survey's mixed vegetables, cooked.
    'roasted vegetables': 'mixed vegetables',
    'roast vegetables': 'mixed vegetables',
    'grilled vegetables': 'mixed vegetables',
    'steamed vegetables': 'mixed vegetables',
    'la croix': 'carbonated water',
    'al pastor': 'pork',
    milkshake: 'milk shake',
    milkshakes: 'milk shake',
    seltzer: 'carbonated water',
    'beans on toast': 'baked beans on toast',
    // A name that starts with a size word, which would otherwise be read as a size ('a big mac').
    'big mac': 'mcdonalds big mac',
    'm&ms': "m&m's milk chocolate candies",
    "m&m's": "m&m's milk chocolate candies",
    mash: 'mashed potato',
    // Curries the survey does not name one by one are its curry.
    'tikka masala': 'chicken curry',
    'butter chicken': 'chicken curry',
    korma: 'curry',
    vindaloo: 'curry',
    jalfrezi: 'curry',
    'green curry': 'curry',
    'red curry': 'curry',
    'massaman curry': 'curry',
    carbonara: 'pasta with cream sauce and meat',
    crumble: 'crisp',
    crisps: 'potato chips',
    // Sparkling wines are white table wine in the data.
    prosecco: 'white wine',
    cava: 'white wine',
    champagne: 'white wine',
    // British bakes the survey names otherwise.
    // Hash browns are potatoes, not the restaurant platter that has none in its name.
    'hash brown': 'hash brown potato',
    'hash browns': 'hash brown potato',
    // The survey's fried rice has egg in it.
    'egg fried rice': 'fried rice',
    'cornish pasty': 'meat pie',
    pasty: 'meat pie',
    pasties: 'meat pie',
    'pot noodle': 'noodle soup',
    'yorkshire pudding': 'popover',
    'krispy kreme': 'doughnut',
    'sausage roll': 'pig in a blanket',
    'sausage rolls': 'pig in a blanket',
    'green salad': 'lettuce salad',
    'garden salad': 'lettuce salad',
    'side salad': 'lettuce salad',
    // Plant milks the data has no row of are its non-dairy milk.
    'oat milk': 'non-dairy milk',
    oatmilk: 'non-dairy milk',
    'hemp milk': 'non-dairy milk',
    'plant milk': 'non-dairy milk',
    'plant based milk': 'non-dairy milk',
    // The chips of fish and chips are fries.
    'fish and chips': 'fish and french fries',
    // Dishes the survey codes by what they are made of.
    'chicken stir fry': 'chicken or turkey soy-based sauce and vegetables',
    'chicken stirfry': 'chicken or turkey soy-based sauce and vegetables',
    'beef stir fry': 'stir fried beef and vegetables',
    'beef stirfry': 'stir fried beef and vegetables',
    'digestive biscuits': 'graham crackers',
    'digestive biscuit': 'graham crackers',
    digestives: 'graham crackers',
    'brown sauce': 'steak sauce',
    'fizzy drink': 'soft drink',
    'icing sugar': 'powdered sugar',
    'candy floss': 'cotton candy',
    bolognese: 'tomato-based sauce and meat',
    'spaghetti bolognese': 'pasta with tomato-based sauce and meat',
    'chicken alfredo': 'pasta with cream sauce and poultry',
    'fettuccine alfredo': 'pasta with cream sauce',
    'spag bol': 'pasta with tomato-based sauce and meat',
    // Curries the survey does not name one by one, and pasta in a cream sauce.
    'rogan josh': 'curry',
    'katsu curry': 'curry',
    'mushy peas': 'green peas cooked',
    meatloaf: 'meat loaf',
    'chicken teriyaki': 'teriyaki chicken',
    'mac and cheese': 'macaroni and cheese',
    'mac n cheese': 'macaroni and cheese',
    // Lentils cooked as a curry, as the survey names them.
    dal: 'lentil curry',
    dhal: 'lentil curry',
    daal: 'lentil curry',
    // The foods call bell peppers sweet ('Peppers, sweet, green, raw'); 'bell' alone is a typo away from belly.
    'bell pepper': 'sweet pepper',
    'bell peppers': 'sweet peppers',
    // Short for chocolate ('choc chip cookie', 'a choc ice').
    choc: 'chocolate',
    // Sourdough is a bread ('Bread, french or vienna (includes sourdough)'), not an English muffin that includes it.
    sourdough: 'sourdough bread',
    // Edamame are the beans; a margherita is the survey's cheese pizza.
    'edamame beans': 'edamame',
    'margherita pizza': 'cheese pizza',
    'pizza margherita': 'cheese pizza',
    // Toast spread with something is the toast and the spread, not crackers a brand calls 'Peanut Butter on Toast'.
    'peanut butter toast': 'toast with peanut butter',
    // A classic sandwich is the sandwich, not its spreads.
    blt: 'bacon lettuce tomato sandwich',
    pbj: 'peanut butter jelly sandwich',
    'pb j': 'peanut butter jelly sandwich',
    'pb and j': 'peanut butter jelly sandwich',
    'peanut butter and jelly': 'peanut butter and jelly sandwich',
    'peanut butter jelly': 'peanut butter jelly sandwich',
  } as Record<string, string>,
  /**
   * Names that alone mean one food, but in a longer name are part of another: 'salad' is a green
   * salad, 'egg salad' is not. Matched against the whole query (articles aside).
   */
  alone: {
    salad: 'lettuce salad',
    salads: 'lettuce salad',
    vegetables: 'mixed vegetables',
    'stir fry': 'asian stir fry vegetables',
    stirfry: 'asian stir fry vegetables',
    // Balsamic said alone is the vinegar, not a balsam pear.
    balsamic: 'balsamic vinegar',
    // A hot dog is had in its bun; 'hot dog' in a longer name ('hot dog bun') is not.
    'hot dog': 'hot dog sandwich',
    'hot dogs': 'hot dog sandwich',
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
    // The survey's default is macaroni or noodles with cheese; its frozen entree is a particular one.
    'mac n cheese': 'macaroni with cheese',
    'macaroni and cheese': 'macaroni with cheese',
    'spaghetti bolognese': 'pasta with tomato-based sauce and meat',
    'spag bol': 'pasta with tomato-based sauce and meat',
    'spaghetti with meat sauce': 'pasta with tomato-based sauce and meat',
    'chicken alfredo': 'pasta with cream sauce and poultry',
    'fish and chips': 'fish with french fries',
    // Chips with a dip are tortilla chips.
    'chips and salsa': 'tortilla chips with salsa',
    'chips and guacamole': 'tortilla chips with guacamole',
    'chips and guac': 'tortilla chips with guacamole',
    'chips and queso': 'tortilla chips with cheese dip',
    'spaghetti and meatballs': 'spaghetti with meatballs',
    'mac and cheese': 'macaroni with cheese',
    cuppa: 'tea',
    // A cooked British breakfast is its foods, each at its usual amount.
    'full english breakfast': '2 fried eggs, 2 slices of bacon, 2 sausages, half a cup of baked beans, a slice of toast, a tomato',
    'full english': '2 fried eggs, 2 slices of bacon, 2 sausages, half a cup of baked beans, a slice of toast, a tomato',
    'fry up': '2 fried eggs, 2 slices of bacon, 2 sausages, half a cup of baked beans, a slice of toast, a tomato',
    'fry-up': '2 fried eggs, 2 slices of bacon, 2 sausages, half a cup of baked beans, a slice of toast, a tomato',
    // Dishes said with 'and' or 'on', which would split them into foods that are not theirs.
    'rum and coke': 'rum and cola',
    'steak and kidney pie': 'meat pie',
    'biscuits and gravy': 'biscuit with gravy',
    'on the rocks': '',
    'a la mode': 'with vanilla ice cream',
    'chip butty': 'french fries on white bread',
    'juice box': 'fruit juice',
    // Said with 'in', which would split it into two foods.
    'toad in the hole': 'sausage with yorkshire pudding',
    // A double or triple espresso or shot is two or three of them.
    'double espresso': '2 shots of espresso',
    'triple espresso': '3 shots of espresso',
    'double shot': '2 shots',
    'beans on toast': 'baked beans on toast',
    'peanut butter toast': 'toast with peanut butter',
    // A name that starts with a size word, which would otherwise be read as a size ('a big mac').
    'big mac': 'mcdonalds big mac',
    'm&ms': "m&m's milk chocolate candies",
    "m&m's": "m&m's milk chocolate candies",
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
    // How a food tasted or how much there was ('a spicy chicken sandwich', 'a huge salad').
    ...['spicy', 'crispy', 'crunchy', 'creamy', 'mild', 'tasty', 'delicious', 'yummy', 'huge', 'massive', 'tiny', 'usual', 'pulled'],
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
    // SR28 names squashes by kind, then variety: 'Squash, summer, zucchini' is zucchini.
    ...['squash, summer', 'squash, winter'],
  ] as readonly string[],
  /** Measures and servings: '<word> of' before a food says how much, not which food ('a cup of tea' is tea). */
  servingWords: [
    ...['bowl', 'bowls', 'cup', 'cups', 'glass', 'glasses', 'mug', 'mugs', 'plate', 'plates', 'slice', 'slices', 'piece', 'pieces'],
    ...['serving', 'servings', 'handful', 'handfuls', 'can', 'cans', 'bottle', 'bottles', 'pint', 'pints', 'scoop', 'scoops'],
    ...['spoonful', 'spoonfuls', 'tablespoon', 'tablespoons', 'teaspoon', 'teaspoons', 'tbsp', 'tsp', 'pat', 'portion', 'portions'],
    ...['bag', 'box', 'jar', 'pot', 'carton', 'packet', 'stick', 'sticks', 'shot', 'shots', 'dash', 'splash', 'pinch', 'bite', 'bites'],
    ...['dollop', 'drizzle', 'squeeze', 'sprinkle'],
  ] as readonly string[],
  /** Kinds of bread said alone after 'on' ('tuna on rye', 'a BLT on white'). */
  breadKinds: [
    ...['rye', 'white', 'wheat', 'whole wheat', 'wholemeal', 'whole grain', 'multigrain', 'sourdough', 'pumpernickel'],
    ...['brown', 'french', 'italian', 'ciabatta', 'brioche', 'seeded'],
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
