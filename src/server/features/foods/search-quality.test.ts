import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../testing/harness.js';
import type { Database } from '../../db/client.js';
import { ensureFoodData } from './loader.js';
import { MemoryFoodSearch } from './memory-search.js';
import { searchNamedFoods, type LocalSearch } from './compound-query.js';

/**
 * What people type, and the USDA SR28 descriptions a good answer starts with. A query is a hit
 * when one of the first three results matches. Typos, word order, British names and prefixes
 * typed so far are in the list on purpose.
 */
const CASES: [query: string, acceptable: RegExp][] = [
  ['apple', /^Apples?, raw\b/],
  ['banana', /^Bananas?, raw/],
  ['egg', /^Egg, whole, (raw|cooked)/],
  ['eggs', /^Egg, whole, (raw|cooked)/],
  ['milk', /^Milk, (whole|reduced fat|lowfat|low fat|nonfat|NFS)/],
  ['rice', /^Rice, (white|brown), .*(cooked|raw)/],
  ['chicken breast', /^(Chicken, broilers? or fryers, breast|Chicken breast, )/],
  ['chiken brest', /^(Chicken, broilers? or fryers, breast|Chicken breast, )/],
  ['breast chicken', /^(Chicken, broilers? or fryers, breast|Chicken breast, )/],
  ['chicken thigh', /^(Chicken, (broilers? or fryers, )?(dark meat, )?thigh|Chicken thigh, )/],
  ['salmon', /^(Fish, salmon, .*(raw|cooked)|Salmon, (raw|cooked|baked))/],
  ['tuna', /^(Fish, tuna, |Tuna, )/],
  ['shrimp', /^(Crustaceans, shrimp, |Shrimp, )/],
  ['bread', /^Bread, (NS as to major flour|white|whole-wheat|wheat|multi-grain|rye|italian|french|cracked-wheat|pumpernickel|mixed-grain)/],
  ['cheddar cheese', /^Cheese, cheddar/i],
  ['cheese cheddar', /^Cheese, cheddar/i],
  ['cottage cheese', /^(Cheese, cottage|Cottage cheese)/],
  ['mozarella', /^Cheese, mozzarella/i],
  ['greek yogurt', /^Yogurt, Greek, (plain|NS as to type of milk, plain|whole milk, plain)/],
  ['yoghurt', /^Yogurt, (plain|Greek, plain|NFS|NS as to type of milk, plain)/],
  ['oatmeal', /^(Cereals, oats|Oatmeal, .*plain|Oatmeal, NS as to regular, quick, or instant)/],
  ['coffee', /^(Beverages, coffee, brewed|Coffee, (brewed|NS as to type))/],
  ['orange', /^Oranges?, raw/],
  ['orange juice', /^Orange juice, (raw|chilled|frozen concentrate|100%)/],
  ['broccoli', /^Broccoli, (raw|cooked)/],
  ['brocoli', /^Broccoli, (raw|cooked)/],
  ['carrot', /^Carrots, (raw|cooked)/],
  ['potato', /^(Potatoes, .*(raw|baked|boiled)|Potato, (NFS|baked|boiled))/],
  ['sweet potato', /^Sweet potato, (raw|cooked|NFS|baked|boiled)/],
  ['tomato', /^Tomatoes, (red, ripe, )?raw/],
  ['avocado', /^Avocados?, raw/],
  ['spinach', /^Spinach, (raw|cooked)/],
  ['lettuce', /^Lettuce, /],
  ['onion', /^Onions, (raw|cooked)/],
  ['cucumber', /^Cucumber, /],
  ['strawberries', /^Strawberries, raw/],
  ['blueberries', /^Blueberries, raw/],
  ['grapes', /^Grapes, /],
  ['watermelon', /^Watermelon, raw/],
  ['almonds', /^(Nuts, almonds($|, (blanched|dry roasted))|Almonds, (NFS|unsalted|unroasted))/],
  ['peanut butter', /^Peanut butter($|, )/],
  ['olive oil', /^(Oil, olive|Olive oil$)/],
  ['butter', /^Butter, (salted|without salt|whipped|NFS|stick|tub)/],
  ['ground beef', /^(Beef, ground, |Ground beef, )/],
  ['steak', /^(Beef, .*steak|Steak, |Beef steak, )/],
  ['bacon', /^(Pork, cured, bacon|Bacon, pre-sliced|Bacon, NS as to type of meat, cooked)/],
  ['turkey', /^Turkey, (whole|all classes|breast|ground|NFS)/],
  ['black beans', /^(Beans, black, mature seeds|Black beans, (NFS|from dried|from canned))/],
  ['pasta', /^Pasta, .*(dry|cooked|fresh)/],
  ['quinoa', /^Quinoa, (cooked|uncooked)/],
  ['tofu', /^Tofu, /],
  ['hummus', /^Hummus, /],
  ['honey', /^Honey$/],
  ['sugar', /^(Sugars, granulated|Sugar, (NFS|white, granulated))/],
  ['french fries', /french fr(ied|ies)/i],
  ['beer', /^(Alcoholic beverage, beer, (regular|light)|Beer$|Beer, light)/],
  ['red wine', /^(Alcoholic [Bb]everage, wine, table, red|Wine, table, red)/],
  ['soda', /^Beverages, carbonated, /],
  ['ketchup', /^(Catsup|Ketchup$)/],
  ['scrambled eggs', /^(Egg, whole, cooked, scrambled|Egg omelet or scrambled egg, NS as to fat)/],
  ['chick', /^Chicken[ ,]/],
  ['bana', /^Bananas, raw/],
  // Written before looking at the results (first run: 38/41 in the top 3, 31 first; the three
  // misses were patterns too strict for right answers, widened here).
  ['pear', /^Pears?, raw/],
  ['peach', /^Peach(es)?, (yellow, )?raw/],
  ['mango', /^Mangos?, raw/],
  ['pineapple', /^Pineapple, raw/],
  ['kiwi', /^Kiwifruit, /],
  ['lemon', /^Lemons, raw/],
  ['cabbage', /^Cabbage, (green, )?(raw|cooked)/],
  ['cauliflower', /^Cauliflower, (raw|cooked)/],
  ['celery', /^Celery, (raw|cooked)/],
  ['mushrooms', /^Mushrooms, (white, )?raw/],
  ['zucchini', /^(Squash, summer, zucchini|Zucchini, (raw|cooked))/],
  ['garlic', /^Garlic, raw/],
  ['corn', /^Corn, sweet, (yellow|white), (raw|cooked)/],
  ['green beans', /^(Beans, snap, green|Green beans), (raw|cooked|NS as to form, cooked)/],
  // The survey's green peas ('Green peas, NS as to form, cooked') are peas as much as SR28's.
  ['peas', /^(Peas, green, (raw|cooked)|Peas, (NFS|green, NS as to form|green, cooked)|Green peas, )/],
  ['lentils', /^Lentils, (raw|mature seeds, cooked|NFS|from dried)/],
  ['chickpeas', /^Chickpeas/],
  ['walnuts', /^Nuts, walnuts, english/],
  ['cashews', /^(Nuts, cashew nuts, (raw|dry roasted)|Cashews, (NFS|unsalted|unroasted|roasted))/],
  ['pork chop', /^(Pork, fresh, .*chop|Pork chop, )/],
  ['ham', /^(Ham, sliced|Pork, cured, ham|Ham, (fresh|smoked or cured), cooked)/],
  ['sardines', /^(Fish, sardine|Sardines, )/],
  ['cod', /^(Fish, cod, |Cod, )/],
  ['white bread', /^Bread, white/],
  ['bagel', /^Bagels?($|, )/],
  ['pancakes', /^Pancakes, (plain|NFS)/],
  ['ice cream', /^Ice creams?, (vanilla|chocolate|NFS)/],
  ['dark chocolate', /^Chocolate, (sweet or )?dark/],
  ['mayonnaise', /^(Salad dressing, mayonnaise|Mayonnaise, (regular|reduced|light))/],
  ['cream cheese', /^(Cheese, cream|Cream cheese, regular)/],
  ['sour cream', /^(Cream, sour|Sour cream, )/],
  ['tea', /^(Beverages, tea, (black|green|brewed)|Tea, (NFS|hot, leaf, black))/],
  ['apple juice', /^Apple juice/],
  ['grapefruit', /^Grapefruit, raw/],
  ['raisins', /^Raisins, /],
  ['popcorn', /^(Snacks, popcorn, (air-popped|oil-popped)|Popcorn, (NFS|air popped))/],
  ['turkey breast', /^Turkey, .*breast/],
  ['lamb', /^Lamb, /],
  ['egg white', /^Egg, white, raw/],
  ['brown rice cooked', /^Rice, brown, .*cooked/],
  ['whole wheat bread', /^Bread, whole[- ]wheat/],
  // Issue 18: everyday phrasings. Without a form named, the plain prepared form (cooked grains,
  // brewed drinks) and not a derived one (oils, spreads) or a brand's product.
  ['toast', /^Bread, .*toasted/],
  ['porridge', /^(Cereals, oats, .*(cooked|prepared)|Oatmeal, .*plain|Oatmeal, NS as to regular, quick, or instant)/],
  ['spaghetti', /^(Spaghetti|Pasta), .*cooked/],
  ['brown rice', /^Rice, brown, (.*cooked|NFS)/],
  ['lentil soup', /^(Soup, lentil|Lentil soup)/],
  ['oats', /^(Oats($|, raw)|Cereals, oats)/],
  ['black coffee', /^(Beverages, coffee, brewed|Coffee, (brewed|NS as to type))/],
  ['green tea', /^(Beverages, tea, green, brewed|Tea, hot, leaf, green)/],
  ['boiled egg', /^Egg, whole, (cooked, hard-boiled|boiled)/],
  ['fried egg', /^Egg, whole, (cooked, )?fried/],
  ['mashed potatoes', /^Potato(es)?, mashed/],
  ['cereal', /^Cereals?, (ready-to-eat|cooked)?/],
  // Issue 25: everyday foods of each FNDDS category, as people type them (misspelt and half-typed
  // too), written from the survey's names before looking at the results.
  ['cheeseburger', /^Cheeseburger, /],
  ['cheesburger', /^Cheeseburger, /],
  ['cheeseb', /^Cheeseburger/],
  ['hamburger', /^Hamburger, /],
  ['hambuger', /^Hamburger, /],
  ['pizza', /^Pizza, /],
  ['cheese pizza', /^Pizza, cheese/],
  ['chese pizza', /^Pizza, cheese/],
  ['pepperoni pizza', /^Pizza with pepperoni/],
  ['burrito', /^Burrito/],
  ['burito', /^Burrito/],
  ['bean burrito', /^Burrito.*\bbeans?\b/],
  ['taco', /^Taco/],
  ['tacos', /^Taco/],
  ['quesadilla', /^Quesadilla/],
  ['quesadila', /^Quesadilla/],
  ['quesad', /^Quesadilla/],
  ['nachos', /nachos/i],
  ['sushi', /^Sushi/],
  ['egg roll', /^Egg roll/],
  ['dumplings', /^Dumpling/],
  ['lo mein', /^Lo mein/],
  ['chow mein', /chow mein/i],
  ['spaghetti and meatballs', /spaghetti.*meatballs/i],
  ['spagetti', /^(Spaghetti|Pasta, cooked)/],
  ['lasagna', /^Lasagna/],
  ['lasgna', /^Lasagna/],
  ['lasag', /^Lasagna/],
  ['ravioli', /^Ravioli/],
  ['tomato soup', /^Tomato soup/],
  ['meatloaf', /^(Meat loaf|Meatloaf)/],
  ['chicken nuggets', /^Chicken nuggets/],
  ['chicken tenders', /^Chicken tenders/],
  ['fried chicken', /^Chicken, .*fried/],
  ['rotisserie chicken', /^Chicken, .*rotisserie/],
  ['sausage', /^Sausage/],
  ['pepperoni', /^Pepperoni/],
  ['salami', /^Salami/],
  ['turkey sandwich', /^Turkey sandwich/],
  ['ham sandwich', /^Ham sandwich/],
  ['tuna sandwich', /^Tuna salad sandwich/],
  ['ham and cheese sandwich', /^Ham and cheese sandwich/],
  ['grilled cheese', /^Grilled cheese sandwich/],
  ['peanut butter and jelly sandwich', /^Peanut butter and jelly sandwich/],
  ['omelet', /^Egg omelet/],
  ['omelette', /^Egg omelet/],
  ['french toast', /^French toast/],
  ['waffles', /^Waffle/],
  ['waff', /^Waffle/],
  ['pancake', /^Pancakes/],
  ['pancak', /^Pancakes/],
  ['english muffin', /^English muffin/],
  ['muffin', /^Muffin/],
  ['blueberry muffin', /^Muffins?, blueberry/],
  ['bluberry muffin', /^Muffins?, blueberry/],
  ['croissant', /^Croissants?\b/],
  ['doughnut', /^Doughnuts?\b/],
  ['cinnamon roll', /cinnamon/i],
  ['biscuit', /^Biscuits?\b/],
  ['cornbread', /^Cornbread/],
  ['tortilla', /^Tortillas?\b/],
  ['crackers', /^Crackers/],
  ['saltines', /^Crackers, saltine/],
  ['pretzels', /^Pretzels/],
  ['potato chips', /^(Potato chips|Snacks, potato chips)/],
  ['tortilla chips', /^(Tortilla chips|Snacks, tortilla chips)/],
  ['granola bar', /^(Snacks, granola bars?|Granola bar|Cereal or Granola bar)/],
  ['cookie', /^Cookies?, /],
  ['chocolate chip cookie', /^Cookies?, chocolate chip/],
  ['brownie', /^(Cookie, brownie|Brownies?)/],
  ['chocolate cake', /^Cake, .*chocolate/],
  ['cheesecake', /^Cheesecake/],
  ['apple pie', /^Pie, apple/],
  ['pumpkin pie', /^Pie, pumpkin/],
  ['frozen yogurt', /^Frozen yogurt/],
  ['pudding', /^Puddings?, /],
  ['cheerios', /Cheerios/],
  ['frosted flakes', /Frosted Flakes/i],
  ['raisin bran', /Raisin Bran/i],
  ['granola', /^(Cereals ready-to-eat, granola|Granola)/],
  ['grits', /^Grits/],
  ['cream of wheat', /^Cream of wheat/],
  ['smoothie', /smoothie/i],
  ['lemonade', /^Lemonade/],
  ['iced tea', /^Tea, iced/],
  ['sweet tea', /^Tea, iced, .*sweetened/],
  ['root beer', /root beer/i],
  ['ginger ale', /ginger ale/i],
  ['energy drink', /^Energy drink/i],
  ['coconut water', /coconut water/i],
  ['almond milk', /^Almond milk/],
  ['skim milk', /^Milk, (fat free|nonfat)/],
  ['whole milk', /^Milk, (whole|lactose free, whole)/],
  ['hot cocoa', /^Hot chocolate \/ Cocoa/],
  ['capuccino', /^Coffee, Cappuccino/],
  [
    'decaf coffee',
    /^(Coffee, (NS as to brewed or instant, )?decaffeinated|Coffee, brewed, decaffeinated|Beverages, coffee, brewed, .*decaffeinated)/,
  ],
  ['vodka', /vodka/i],
  ['tequila', /^Tequila/],
  ['margarita', /^Margarita/],
  ['white wine', /wine, table, white/i],
  ['light beer', /^(Beer, light|Alcoholic beverage, beer, light)/],
  ['water', /^(Water, (tap|bottled)|Beverages, water)/],
  ['applesauce', /^Applesauce/],
  ['fruit salad', /^Fruit salad/],
  ['cantaloupe', /^(Cantaloupe|Melons, cantaloupe), raw/],
  ['cherries', /^Cherries, .*raw/],
  ['plums', /^Plums?, raw/],
  ['tangerine', /^Tangerines?, /],
  ['raspberries', /^Raspberries, raw/],
  ['blackberries', /^Blackberries, raw/],
  ['caesar salad', /caesar salad/i],
  ['coleslaw', /coleslaw/i],
  ['potato salad', /^Potato salad/],
  ['baked potato', /^(Potato, baked|Potatoes, baked)/],
  ['hash browns', /hash brown/i],
  ['tater tots', /^Potato tots/],
  ['asparagus', /^Asparagus, /],
  ['brussels sprouts', /^Brussels sprouts/],
  ['kale', /^Kale, /],
  ['beets', /^Beets, /],
  ['butternut squash', /butternut/],
  ['refried beans', /^Refried beans/],
  ['baked beans', /^Baked beans/],
  ['pinto beans', /^Pinto beans/],
  ['edamame', /^Edamame/],
  ['veggie burger', /^(Veggie burgers|Vegetarian burger)/],
  ['salsa', /^Salsa/],
  ['guacamole', /^Guacamole/],
  ['guacam', /^Guacamole/],
  ['mustard', /^Mustard/],
  ['ranch dressing', /ranch dressing/i],
  ['bbq sauce', /^Barbecue sauce/],
  ['soy sauce', /^Soy sauce/],
  ['maple syrup', /maple/i],
  ['jelly', /^Jell(y|ies)/],
  ['margarine', /^Margarine/],
  ['whipped cream', /^(Cream, whipped|Whipped cream)/],
  ['coffee creamer', /^Coffee creamer/],
  ['swiss cheese', /^Cheese, swiss/i],
  ['american cheese', /^Cheese, American/],
  ['parmesan', /^Cheese, parmesan/i],
  ['feta', /^Cheese, feta/i],
  ['vanilla yogurt', /^Yogurt, vanilla/],
  ['yougurt', /^Yogurt, /],
  ['crab', /^Crab/],
  ['lobster', /^Lobster/],
  ['tilapia', /^Tilapia/],
  ['catfish', /^Catfish/],
  ['tuna salad', /tuna salad/i],
  ['egg salad', /^Egg salad/],
  ['white rice', /^Rice, white/],
  ['ramen', /ramen/i],
  ['couscous', /^Couscous/],
  ['beef jerky', /beef jerky/i],
  ['trail mix', /trail mix/i],
  ['peanuts', /^Peanuts/],
  ['pistachios', /^(Pistachio nuts|Nuts, pistachio)/],
  ['avacado', /^Avocados?, raw/],
  ['tomatoe', /^Tomatoes, (red, ripe, )?raw/],
  ['potatos', /^(Potatoes?, |Potato, )/],
  ['strawbery', /^Strawberries, raw/],
  ['sandwhich', /sandwich/i],
  ['brocolli', /^Broccoli, /],
  ['brisket', /brisket/i],
  ['lamb chop', /^Lamb chop/],
  ['jambalaya', /^Jambalaya/],
  ['gumbo', /gumbo/i],
  ['bowl of cheerios', /Cheerios/],
  // What a person means when they give no detail is the survey's default ('chili' is chili con carne,
  // 'burrito' one with meat and beans), plural or misspelt; bell peppers are the foods' sweet peppers.
  ['chicken wings', /^Chicken wing/],
  ['burritos', /^Burrito with (meat|beans)/],
  ['lasanga', /^Lasagna\b/],
  ['meatballs', /^Meatballs/],
  ['chili', /^Chili con carne/],
  ['beef stew', /^Beef stew/],
  ['pho', /^Pho$/],
  ['pad thai', /^Pad Thai/],
  ['hard boiled egg', /^Egg, whole, (boiled|cooked, hard-boiled)/],
  ['bage', /^Bagels?($|, )/],
  ['pancaks', /^Pancakes, (NFS|plain)/],
  ['croiss', /^Croissants?($|, butter)/],
  ['corn tortilla', /^Tortillas?, (ready-to-bake or -fry, )?corn/],
  ['flour tortilla', /^Tortillas?, (ready-to-bake or -fry, )?flour/],
  ['sourdough', /^Bread, (french or vienna|sourdough)/i],
  ['corn flakes', /Corn Flakes/i],
  ['cookies', /^Cookies?, NFS/],
  ['vanilla ice cream', /^Ice creams?, vanilla/],
  ['gummy bears', /^Gumdrops/],
  ['2% milk', /^Milk, reduced fat/],
  ['chocolat milk', /^Chocolate milk, NFS/],
  ['yogourt', /^Yogurt, (NFS|NS as to type of milk, plain)/],
  ['coke', /^Soft drink, cola$/],
  ['protein shake', /^Nutritional drink or shake, high protein/],
  ['gatorade', /^Sports drink \(Gatorade G\)/],
  ['grape juice', /^Grape juice, 100%/],
  ['quin', /^Quinoa, cooked/],
  ['bell pepper', /^Peppers?, (sweet|raw, NFS)/],
  ['pinea', /^Pineapple, raw/],
  ['dried cranberries', /^Cranberries, dried/],
  ['salmon fillet', /^Salmon, (cooked|raw)/],
  ['scallops', /^(Scallops, cooked|Mollusks, scallop)/],
  ['canned tuna', /^Tuna, canned/],
  ['cheezburger', /^Cheeseburger, (NFS|on white bun)/],
  ['hamburg', /^Hamburger, (NFS|on white bun)/],
  ['chees', /^Cheese, NFS/],
  ['straw', /^Strawberries, raw/],
  ['avoc', /^Avocados?, raw/],
  // Stop 37: British and other names the foods write the American way (the lexicon), shapes of
  // pasta, '&', a word said twice, and foods found by the survey's other name for them.
  ['half & half', /^Cream, (fluid, )?half and half/],
  ['penne', /^Pasta, cooked/],
  ['wholemeal bread', /^Bread, whole[- ]wheat/],
  ['semi-skimmed milk', /^Milk, reduced fat/],
  ['double cream', /^Cream, (fluid, )?heavy/],
  ['sweetcorn', /^Corn, sweet/],
  ['rocket', /^(Arugula|Lettuce, arugula)/],
  ['jacket potato', /^Potato(es)?, baked/],
  ['minced beef', /^(Ground beef|Beef, ground)/],
  ['gammon', /^Ham, /],
  ['lager', /^Beer/],
  ['beetroot', /^Beets, /],
  ['cottage pie', /^Shepherd's pie/],
  ['brown sauce', /^(Steak sauce|Sauce, steak)/],
  ['omelette', /^Egg omelet/],
  ['kebab', /shish kabob/],
  ['doner kebab', /^Gyro/],
  ['lasagne', /^Lasagna/],
  ['mangetout', /^Snowpeas?, /],
  ['mozzarela sticks', /^(Cheese, [Mm]ozzarella|Mozzarella sticks)/],
  ['cheese sticks', /^(Cheese, [Mm]ozzarella|Mozzarella sticks)/],
  ['chai latte', /^Tea, hot, chai/],
  ['sparkling water', /^(Carbonated water|Beverages, .*sparkling)/],
  ['supreme pizza', /^Pizza with extra meat and extra vegetables/],
  ['spring roll', /^Egg roll/],
  ['philly cheesesteak', /^Steak and cheese submarine sandwich/],
  ['filet mignon', /^Beef, tenderloin/],
  // An SR28 food that is one brand's product is not what a generic name means; a food with every
  // word said comes before one with some; a British crumble is an American crisp.
  ['chicken noodle soup', /^(Soup, (chunky )?chicken noodle|Chicken or turkey noodle soup|Soup, chicken noodle)/],
  ['margherita pizza', /^Pizza, cheese/],
  ['buffalo wings', /^Chicken "wings".*hot sauce/],
  ['pepsi', /^Soft drink, cola/],
  ['special k', /Special K/i],
  ['jelly beans', /^Gumdrops/],
  ['apple crumble', /^(Crisp, apple|Desserts, apple crisp)/],
  ['turkey wrap', /^Wrap sandwich/],
  ['crisps', /^Potato chips/],
  ['prosecco', /^Wine, table, white/],
  ['digestives', /^Graham crackers/],
  ['green salad', /^Lettuce, salad/],
  ['sausage roll', /^Pig in a blanket/],
  ['chocolate cake', /^Cake.*chocolate(?!.*diet)/],
  ['chicken tikka masala', /^Chicken curry/],
  ['butter chicken', /^Chicken curry/],
  ['carbonara', /^Pasta with cream sauce and meat/],
  ['shawarma', /^Gyro/],
  ['swede', /^Rutabagas?, /],
  ['capsicum', /^Peppers?, (sweet|raw)/],
  ['rockmelon', /^(Cantaloupe|Melons, cantaloupe)/],
  ['black pudding', /^Blood sausage/],
  ['udon', /^Noodles/],
  // Meat and seafood are logged cooked: the cooked form first, the survey's unsaid cooking method before a particular one.
  ['ground turkey', /^(Ground turkey|Turkey, ground).*cooked/],
  ['mussels', /^Mussels, (cooked|steamed)/],
  // Stop 39: found by an outside probe. A typo a brand's other name happens to spell ('Pepperidge Farm Cappucino', a
  // cookie), a correction's or a half-typed word's synonyms, the survey's default said otherwise, beef the red meat
  // a cut alone means, a cooked cut, SR28's trim and grade no detail, a brand's unprepared product, a food
  // with what it comes with a variant, two names of one default ('chow mein or chop suey, NFS'), 'Cake or cupcake'.
  ['cappucino', /^Coffee, Cappuccino/],
  ['spag', /^Pasta, cooked/],
  ['ribeye', /^Beef, rib/],
  ['english muffins', /^English muffins?, (plain|NFS)/],
  ['edamame beans', /^Edamame/],
  ['risotto', /^Rice, (white|brown), with cheese and\/or cream based sauce/],
  ['carrot cake', /^Cake or cupcake, carrot/],
  ['peanut butter toast', /^Bread, .*toasted/],
  ['choc', /^(Chocolate, (sweet or dark|milk)|Milk chocolate candy|Candies, milk chocolate)/],
  ['choc chip cookie', /^Cookies?, chocolate chip/],
  // A third outside probe (191 everyday queries across the survey's categories, judged by hand): fruit and vegetables
  // typed half or misspelt, British and Australian names, breads, drinks by kind and brand, fast food, sweets.
  ['clementine', /^(Clementines?|Tangerines?), raw/],
  ['nectarine', /^Nectarines?, raw/],
  ['honeydew', /^(Honeydew|Melons, honeydew)/],
  ['banan', /^Bananas?, raw/],
  ['bluebe', /^Blueberries, raw/],
  ['rasberries', /^Raspberries, raw/],
  ['pomegranate', /^Pomegranates?, raw/],
  ['dried apricots', /^Apricots?, dried/],
  ['pinapple', /^Pineapple, raw/],
  ['aubergine', /^Eggplant, /],
  ['courgette', /^(Zucchini|Squash, summer, zucchini)/],
  ['spring onions', /^(Onions, (young green|spring)|Green onions|Scallions|Onions, green)/],
  ['coriander', /^(Coriander|Cilantro)/],
  ['cauliflour', /^Cauliflower, /],
  ['brussel sprouts', /^Brussels sprouts/],
  ['spinich', /^Spinach, /],
  ['zuchini', /^(Zucchini|Squash, summer, zucchini)/],
  ['sweet potato fries', /^Sweet potato fries/],
  ['corn on the cob', /^Corn, .*cooked/],
  ['roast potatoes', /^Potato(es)?, roast/],
  ['onion rings', /[Oo]nion rings/],
  ['pickles', /^Pickles?, /],
  ['brocc', /^Broccoli, /],
  ['rye bread', /^Bread, rye/],
  ['brown bread', /^Bread, (whole[- ]wheat|wheat)/],
  ['naan', /^(Bread, )?naan/i],
  ['pitta bread', /^Bread, pita/],
  ['garlic bread', /^Garlic bread/],
  ['hamburger bun', /^Roll, .*hamburger bun/],
  ['crumpet', /^Crumpet/],
  ['basmati rice', /^Rice, white/],
  ['egg noodles', /^Noodles?, egg/],
  ['macaroni', /^Pasta, cooked/],
  ['cous cous', /^Couscous/],
  ['rice krispies', /Rice Krispies/i],
  ['instant oatmeal', /^(Oatmeal, .*instant|Cereals, oats, instant)/],
  ['roast beef', /^(Beef, roast|Roast beef|Beef, prepackaged or deli)/],
  ['chicken drumstick', /^Chicken drumstick/],
  ['lamb chops', /^Lamb chop/],
  ['turkey bacon', /^(Turkey bacon|Bacon, turkey)/],
  ['smoked salmon', /^(Salmon, smoked|Fish, salmon, .*smoked)/],
  ['prawns', /^(Shrimp|Crustaceans, shrimp)/],
  ['poached egg', /^Egg, whole, (cooked, )?(boiled or )?poached/],
  ['chorizo', /^Chorizo/],
  ['deli turkey', /^Turkey, .*(sliced|deli|prepackaged)/],
  ['chiken nuggets', /^Chicken nuggets/],
  ['brie', /^Cheese, [Bb]rie/],
  ['parmesean', /^Cheese, [Pp]armesan/],
  ['plain yogurt', /^Yogurt, (plain|NS as to type of milk, plain|whole milk, plain|Greek, plain)/],
  ['1% milk', /^Milk, low ?fat/],
  ['full fat milk', /^Milk, whole/],
  ['lactose free milk', /^Milk, lactose free/],
  ['oat milk latte', /^Coffee, [Ll]atte.*non-dairy/],
  ['iced coffee', /^(Coffee, iced|Iced Coffee, brewed)/],
  ['expresso', /^Coffee, espresso/],
  ['coffe', /^(Coffee, (brewed|NS as to type)|Beverages, coffee, brewed)/],
  ['sprite', /SPRITE|^Soft drink, fruit flavored, caffeine free/],
  ['diet sprite', /^Soft drink, fruit flavored, diet/],
  ['dr pepper', /^Soft drink, pepper type/],
  ['coke zero', /^Soft drink, cola, diet/],
  ['red bull', /Red Bull|RED BULL/],
  ['gin and tonic', /^Gin and [Tt]onic/],
  ['tonic water', /tonic water/i],
  ['chocolate milkshake', /^Milk shakes?.*chocolate/],
  ['milo', /^Milk, malted/],
  ['big mac', /Big Mac|BIG MAC/],
  ['chicken burrito', /^Burrito with chicken/],
  ['fish tacos', /^(Soft )?[Tt]aco.*fish/],
  ['chicken fajitas', /^Fajita.*chicken/],
  ['beef burger', /^Hamburger/],
  ['double cheeseburger', /^Double cheeseburger/],
  ['breakfast burrito', /^Burrito.*with egg/],
  ['chicken pot pie', /^Chicken (or turkey )?pot pie/],
  ['shepherds pie', /^Shepherd's pie/],
  ['chicken parm', /^(Chicken (or turkey )?parmigiana|Restaurant, Italian, chicken parmesan)/],
  ['chicken fried rice', /^(Rice, fried, with chicken|Restaurant, Chinese, chicken fried rice)/],
  ['miso soup', /miso/i],
  ['california roll', /California/],
  ['hawaiian pizza', /^Pizza with meat and fruit/],
  ['whopper', /^Whopper/],
  ['hot dogs', /^Frankfurter or hot dog sandwich/],
  ['hamberger', /^Hamburger, /],
  ['pizzza', /^Pizza, /],
  ['lollies', /^(Candy, NFS|Candies, |Hard candy|Gumdrops)/],
  ['pringles', /^Potato chips, restructured/],
  ['fruit cup', /^Fruit cocktail/],
  ['doritos', /^Tortilla chips/],
  ['kit kat', /Kit Kat|KIT KAT/],
  ['nutella', /hazelnut spread/i],
  ['vegemite', /^Yeast extract spread/],
  ['mixed nuts', /^(Mixed nuts|Nuts, mixed)/],
  ['banana bread', /^Bread, (banana|fruit)/],
  ['pecan pie', /^Pie, pecan/],
  ['cheescake', /^Cheesecake/],
  ['pretzles', /^Pretzels/],
  ['guacomole', /^Guacamole/],
  ['anzac biscuit', /^Cookies?, oatmeal/],
  ['kung pao chicken', /[Kk]ung pao chicken/],
  ['tuna melt', /^Tuna salad sandwich.*cheese/],
  // A lexicon phrase half-typed (search-as-you-type), and more British and Australian names.
  ['mac n chees', /^Macaroni (and|or noodles with) [Cc]heese/],
  ['fish and chip', /^Fish, /],
  ['jacket pot', /^Potato(es)?, baked/],
  ['ice lol', /^(Popsicle|Ice pop|Freezer pop)/],
  ['peanut butter and jel', /^Peanut butter and jelly sandwich/],
  ['veg curry', /^Vegetable curry/],
  ['chick pea curry', /^Lentil curry/],
  ['cream of mushroom', /^Mushroom soup, cream of/],
  ['choc ice', /^Ice cream bar.*chocolate coated/],
  ['mars bar', /MILKY WAY/],
  ['fig rolls', /^Cookies?, fig bar/],
  ['bourbon biscuit', /^Cookie, chocolate sandwich/],
  ['lemon drizzle', /^Cake or cupcake, lemon/],
  ['profiterole', /^Cream puff/],
  ['jelly babies', /^Gumdrops/],
  ['hot chips', /french fries/i],
  ['potato gems', /^Potato tots/],
  ['parmy', /^Chicken or turkey parmigiana/],
  ['chicken schnitzel', /^Chicken fillet, breaded/],
  ['potato bake', /^Potato, scalloped/],
];

/**
 * Issue 18: queries that went wrong before, with what must come first now (the first result
 * was oat oil, whole-wheat pasta, an iced mocha, avocados only, raw rice, cracked-wheat bread and
 * cream cheese). 'X with Y', 'X and Y' and 'X Y' name two foods where no food is both.
 */
const FIRST: [query: string, first: RegExp, alsoInTop3?: RegExp][] = [
  ['oatmeal', /^(Cereals, oats, .*cooked|Oatmeal, .*plain|Oatmeal, NS as to regular, quick, or instant)/],
  ['pasta', /^Pasta, cooked($|, (enriched|unenriched))/],
  ['coffee with milk', /^(Beverages, coffee, brewed|Coffee, (brewed|NS as to type))/, /^Milk, /],
  // No food is both: the thing named last first ('avocado toast' is toast), then the other.
  ['avocado toast', /^Bread, .*toasted/, /^Avocados?, raw/],
  ['cherry tomatoes', /^Tomato(es)?, /, /^Cherries, /],
  ['toast and jam', /^Bread, .*toasted/, /^Jams?, /],
  ['eggs and bacon', /^Egg, whole/, /^(Pork, cured, bacon|Bacon)/],
  ['rice', /^Rice, white, .*cooked/],
  ['bread', /^Bread, (white|NS as to major flour)/],
  ['cheese', /^Cheese, (cheddar|swiss|mozzarella|american|monterey|NFS)/i],
  ['mac and cheese', /^Macaroni (and|or noodles with) [Cc]heese/],
  ['chicken and rice', /^(Chicken, |Rice with chicken|Chicken or turkey and rice)/],
  ['chicken breast', /^(Chicken, broilers? or fryers, breast|Chicken breast, )/],
  // How a food is cooked, served or measured is not a second food (before: grilled mushrooms
  // for 'grilled salmon', black beans for 'black coffee', hot cereal for 'hot chocolate').
  ['grilled salmon', /^(Fish, salmon, |Salmon, )/],
  ['black coffee', /^(Beverages, coffee, brewed|Coffee, (brewed|NS as to type))/],
  ['hot chocolate', /cocoa/i],
  ['steamed broccoli', /^Broccoli, /],
  ['glass of milk', /^Milk, /],
  ['bowl of oatmeal', /^(Cereals, oats, |Oatmeal, )/],
  ['grilled chicken and rice', /^Chicken, /, /^Rice, /],
  // Two words the foods write as one (before: 'Milk, imitation, non-soy' for 'soy milk').
  ['soy milk', /^(Soymilk, |Soy milk($|, ))/],
  ['blue berries', /^Blueberries, raw/],
  ['apple sauce', /^Applesauce, /],
  ['oat meal', /^(Cereals, oats, |Oatmeal, )/],
  // Coffee-bar drinks SR28 lacks (before: rice pudding for 'latte', a typo away from 'Latino');
  // FNDDS names them ('Coffee, Latte'), so no synonym makes them coffee any more.
  ['latte', /^(Beverages, coffee, brewed|Coffee, ([Ll]atte|brewed|NS as to type))/],
  ['cappuccino', /^(Beverages, coffee, brewed|Coffee, ([Cc]appuccino|brewed|NS as to type))/],
  // Two-part classes ('Alcoholic beverage, distilled, whiskey'), and diet drinks written 'low
  // calorie' (before: whiskey sour, pina colada and reduced-calorie mayonnaise came first).
  ['whiskey', /^(Alcoholic beverage, distilled, whiskey|Whiskey$)/],
  ['cola', /^(Beverages, carbonated, cola|Soft drink, cola$)/],
  ['diet coke', /^(Beverages, carbonated, low calorie, cola|Soft drink, cola, diet)/],
  // The last word says what kind of food it is: a food whose name has it only to describe
  // another kind ranks lower (before: salad dressing for 'salad', milk chocolate candy for
  // 'chocolate milk'). Colours are not foods, and restaurant dishes are named after their cuisine
  // (before: beet greens for 'green apple', a rice bowl for 'fried rice').
  // 'salad' alone is a green salad; 'egg salad' is not (the lexicon's 'alone' names).
  ['salad', /^Lettuce, salad with assorted vegetables/],
  ['a salad', /^Lettuce, salad with assorted vegetables/],
  ['egg salad', /^Egg salad/],
  ['chocolate milk', /^(Milk, chocolate|Chocolate milk, )/],
  ['green apple', /^Apples?, raw/],
  ['fried rice', /^(Restaurant, Chinese, fried rice|Fried rice|Rice, fried)/],
  // A word the foods write as two (before: raw sweetcorn for 'cornflakes'), names the foods write
  // as one word (before: pickle relish for 'hot dog'), British names, and a seed's butter is not
  // the seed (before: sunflower seed butter for 'sunflower seeds').
  ['cornflakes', /Corn Flakes/i],
  ['icecream', /^Ice creams?, /],
  // A hot dog alone is had in its bun (since stop 39; the frankfurter before).
  ['hot dog', /^Frankfurter or hot dog (sandwich, NFS, plain, on white bun|, NFS)/],
  ['hash brown', /^Potato, hash brown/],
  // Brands and nicknames people type for the food (a second outside probe, stop 39).
  ['oj', /^Orange juice/],
  ['lays', /^Potato chips/],
  ['jif', /^Peanut butter/],
  ['corona', /^Beer/],
  ['banh mi', /^Pork sandwich/],
  ['alfredo sauce', /^Alfredo sauce$/],
  ['tikka masala', /^Chicken curry/],
  ['cantelope', /^Cantaloupe, raw/],
  ['fish fingers', /^(Fish, fish sticks|Fish stick)/],
  ['sunflower seeds', /^(Seeds, sunflower seed kernels|Sunflower seeds, )/],
  // Everyday names said the foods' way (before: fried tofu for 'fries', whiting for 'flat white',
  // which is a latte's espresso and steamed milk).
  ['fries', /french fries/i],
  ['flat white', /^Coffee, [Ll]atte/],
  // A finished word counts in what a food is only as a whole word; a half-typed one as a prefix
  // (before: Pitanga for 'pita', lemonade for 'lemon'). SR28 writes kiwi as kiwifruit.
  ['pita', /^Bread, pita/],
  ['kiwi', /^Kiwifruit, /],
  ['bana', /^Bananas, raw/],
  // Issue 25: a cut of meat alone is the meat, not a frozen dinner; a misspelt regional dish is
  // the dish; a bowl of cereal is the cold kind; a classic sandwich is the sandwich, not its
  // spreads; 'a cup of' a drink is the drink, its common variety first.
  ['jambalya', /^Jambalaya/],
  ['bowl of cereal', /^Cereal, ready-to-eat/],
  ['blt', /^(Bacon, lettuce, and tomato (submarine )?sandwich|Fast foods, submarine sandwich, bacon, lettuce, and tomato)/],
  ['peanut butter and jelly', /^Peanut butter and jelly sandwich/],
  ['pb&j', /^Peanut butter and jelly sandwich/],
  ['cup of tea', /^(Tea, (NFS|hot, leaf, black)|Beverages, tea, black)/],
  ['cup of milk', /^Milk, (NFS|whole)/],
  ['cup of coffee', /^(Beverages, coffee, brewed|Coffee, (brewed|NS as to type))/],
  ['glass of orange juice', /^Orange juice/],
  ['tuna sandwich', /^Tuna salad sandwich/],
  // The survey's own default for a food said with no detail (its 'X, NFS'): before, chili beans
  // for 'chili', an egg burrito for 'burrito', rice chips for 'chips' and fresh tuna for 'tuna'.
  ['chili', /^Chili con carne with beans/],
  ['burrito', /^Burrito with meat and beans/],
  ['burritos', /^Burrito with meat and beans/],
  ['chips', /^Potato chips, NFS/],
  ['beef stew', /^Beef stew with potatoes/],
  // A word said twice ('half and half') is not one word, nor 'X and X' two foods; a food found by
  // the survey's other name for it is the food said, not two ('string cheese' is mozzarella).
  ['half and half', /^Cream, (fluid, )?half and half/],
  ['string cheese', /^Cheese, [Mm]ozzarella/],
  ['spaghetti', /^Pasta, cooked/],
  ['skimmed milk', /^Milk, (fat free|nonfat)/],
  // A default the survey writes without its comma ('lasagna NFS'), or as the end of a word ('ribs' of spareribs);
  // 'NS as to type of bran' leaves out the kind of bran, not of roll; plant milks the data has no row of.
  ['lasagna', /^Lasagna with meat/],
  ['ribs', /^Pork, spareribs/],
  ['roll', /^(Roll, (white|wheat|NS as to major flour)|Rolls, dinner)/],
  ['oat milk', /^Non-dairy milk/],
  ['vegetables', /^Classic mixed vegetables/],
  ['roasted vegetables', /^Classic mixed vegetables/],
  ['dal', /^Lentil curry/],
  // A default the survey writes 'X, NS as to …' ('ham or baked ham, NS as to fresh, smoked, or cured').
  ['ham', /^Ham, (smoked or cured|prepackaged or deli)/],
  // A brand's name said as it is, not inside another's ('Golden Oreos').
  ['oreo', /^Cookie, chocolate sandwich/],
  // The survey's flavoured-milk categories are no flavour of the drink (before: the soy-milk hot chocolate first).
  ['hot chocolate', /^Hot chocolate \/ Cocoa, ready to drink$/],
  // A phrase counts in the food's own name or an other name that is it, not inside a longer other name
  // ('Weight Watchers reduced fat cheddar cheese' put the reduced-fat cheddar first).
  ['cheddar cheese', /^Cheese, [Cc]heddar$/],
  ['chicken teriyaki', /teriyaki/i],
  ['fish and chips', /^Fish, /, /french fries/i],
  // A name that lists a dish's foods is the dish, not its first food ('Chicken, bacon, and tomato club sandwich').
  ['chicken sandwich', /^(Sliced chicken sandwich|Chicken fillet sandwich, NFS)/],
  ['bacon sandwich', /^Bacon sandwich/],
  // The word before 'with' names the dish: 'meat' after it describes no food whose head has it ('Pasta with … and meat').
  ['spaghetti bolognese', /^Pasta with tomato-based sauce and meat/],
  ['chicken alfredo', /^Pasta with cream sauce and poultry/],
  // A word that says how it tasted names no food ('spicy').
  ['spicy chicken sandwich', /^(Sliced chicken sandwich|Chicken fillet sandwich)/],
  // Stop 39, from an outside probe (before: a cookie for 'cappucino', spinach spaghetti for 'spagetti' and 'spag',
  // meatless lasagna for 'lasagne', veal sirloin, bison ribeye, raw turkey breast, wheat English muffins, toasted
  // sourdough, dark chocolate with almonds, Puerto Rican fried rice, dried beans for 'edamame beans', KASHI's frozen
  // risotto and margherita pizza, chow mein with no noodles, a carrot cake dry mix, peanut butter crackers).
  ['cappucino', /^Coffee, Cappuccino$/],
  ['spagetti', /^Pasta, cooked/],
  ['spag', /^Pasta, cooked/],
  ['lasagne', /^Lasagna with meat/],
  ['lasanga', /^Lasagna with meat/],
  ['lasag', /^Lasagna with meat/],
  ['sirloin', /^Beef, .*sirloin/],
  ['ribeye', /^Beef, rib/],
  ['turkey breast', /^Turkey,? .*breast.*roasted/],
  ['english muffin', /^English muffins?, (plain|NFS)/],
  ['english muffins', /^English muffins?, (plain|NFS)/],
  ['sourdough', /^Bread, french or vienna \(includes sourdough\)/],
  ['dark chocolate', /^Chocolate, (sweet or dark$|dark, )/],
  ['fried rice', /^(Rice, fried, NFS|Restaurant, Chinese, fried rice)/],
  ['edamame beans', /^Edamame/],
  ['risotto', /^Rice, white, with cheese and\/or cream based sauce/],
  ['margherita pizza', /^Pizza, cheese/],
  ['chow mein', /^Chow mein or chop suey, NS as to type of meat, with noodles/],
  ['carrot cake', /^Cake or cupcake, carrot/],
  ['peanut butter toast', /^Bread, .*toasted/, /^Peanut butter/],
  // Chocolate is eaten as a bar, not as baking morsels; 'choc' is short for it.
  ['chocolate', /^(Chocolate, (sweet or dark|milk)|Milk chocolate candy|Candies, milk chocolate)/],
  ['choc', /^(Chocolate, (sweet or dark|milk)|Milk chocolate candy|Candies, milk chocolate)/],
  // Stop 40's outside probe: a lighter version is a variant; a class's default said in the head's order; brands,
  // British names and diets the foods name plainly; a word alone that means one food.
  ['shortbread', /^Cookie, shortbread$/],
  ['cottage cheese', /^Cheese, cottage, NFS/],
  ['decaf', /^(Coffee, (NS as to brewed or instant, decaffeinated|brewed, decaffeinated)|Beverages, coffee, brewed, .*decaffeinated)/],
  ['plain rice', /^Rice, white, .*cooked/],
  ['diet pepsi', /^Soft drink, cola, diet/],
  ['rose', /^(Wine, table, rose|Alcoholic beverages, wine, rose)/],
  ['earl grey', /^(Tea, hot, leaf, black|Beverages, tea, black)/],
  ['satsuma', /^Tangerines?, /],
  ['mocha', /^Coffee, Cafe Mocha/],
  ['beyond burger', /^Vegetarian burger or patty/],
  ['vegetable spring rolls', /^Egg roll, meatless/],
  ['horlicks', /^Milk, malted/],
  ['poppadoms', /^Papad/],
  ['skyr', /^Yogurt, Greek, (nonfat milk, plain|plain, nonfat)/],
  // A third outside probe: a food whose name is the query in another order is it (before: marble rye, pot roast); a food
  // that only comes on what names the query is not it (a hamburger for 'hamburger bun'); 'Chicken or turkey pot pie' is
  // a chicken pot pie (before: a frozen entree); names the foods write otherwise (before: Boston brown bread, jelly for
  // 'lollies', a cheese pizza for 'hawaiian pizza', butter crackers for 'pringles', raw corn for 'corn on the cob').
  ['rye bread', /^Bread, rye$/],
  ['roast beef', /^Beef, roast, roasted/],
  ['hamburger bun', /^Roll, white, hamburger bun/],
  ['chicken pot pie', /^Chicken or turkey pot pie/],
  ['macaroni', /^Pasta, cooked$/],
  ['brown bread', /^Bread, (wheat|whole[- ]wheat)/],
  ['full fat milk', /^Milk, whole/],
  ['beef burger', /^Hamburger, NFS/],
  ['hawaiian pizza', /^Pizza with meat and fruit/],
  ['pringles', /^Potato chips, restructured, plain/],
  ['lollies', /^Candy, NFS/],
  ['fruit cup', /^Fruit cocktail, canned, NFS/],
  ['corn on the cob', /^Corn, NS as to form, cooked/],
  ['sweet potato fries', /^Sweet potato fries, NFS/],
  ['anzac biscuit', /^Cookie, oatmeal$/],
  // A phrase half-typed is the phrase (before: a beef and macaroni dish for 'mac n chees'); curries by what they are of.
  ['mac n chees', /^Macaroni or noodles with cheese/],
  ['fish and chip', /^Fish, /, /french fries/i],
  ['veg curry', /^Vegetable curry$/],
  ['chick pea curry', /^Lentil curry$/],
  // The name in another order counts only of the kind the query names: 'Chicken with gravy' is no chicken gravy.
  ['chicken gravy', /^Gravy, chicken/],
  ['hot dog bun', /^Roll, white, hot dog bun/],
  // Stop 43, a fourth outside probe (150 everyday queries judged by hand) and the last probe's known misses: a plural
  // said of a lexicon word (before: nothing for 'courgettes', sweet peppers for 'swedes'), a stop word half-typed last
  // (before: peanuts), 'non-dairy' is no dairy, a name that alone means one food is not read again (before: a caesar
  // salad), a way of cooking that repeats the name and the survey's default of a second part ('Potato, french fries,
  // NFS'; before: from fresh, fried), a head all said but how it was cooked (before: the bacon and egg sandwich), what a
  // food comes with said in part (before: with cheese and meat), a four-letter word a letter short in the check for one
  // food (before: a cheese pizza and pepperoni), a whole word is no half-typed phrase (before: milk shakes).
  ['courgettes', /^(Squash, summer, zucchini|Zucchini), /],
  ['aubergines', /^Eggplant, /],
  ['swedes', /^Rutabagas?, /],
  ['pork pies', /^Meat pie/],
  ['peanut but', /^Peanut butter/],
  // Stop 44: cow's milk, as against a plant milk (before: Cadbury's Dairy Milk, the survey's milk chocolate).
  ['dairy milk', /^Milk, (NFS|whole)/],
  ['chicken salad', /^Chicken or turkey garden salad, chicken and\/or turkey, (tomato|other vegetables)/],
  ['french fries', /^Potato, french fries, NFS/],
  ['fries', /^Potato, french fries, NFS/],
  ['egg sandwich', /^Scrambled egg sandwich/],
  ['cheese omelette', /^Egg omelet or scrambled egg, with cheese, /],
  ['cheese omelet', /^Egg omelet or scrambled egg, with cheese, /],
  ['pepperoni piza', /^Pizza with pepperoni/],
  ['strawberry milk', /^Strawberry milk/],
  // Lexicon: a burrito bowl (typed so far too) is the survey's burrito, a British bacon roll a bacon sandwich, home
  // fries no french fries.
  ['burrito bow', /^Burrito with meat and beans/],
  ['burrito bowl', /^Burrito with meat and beans/],
  ['bacon roll', /^Bacon sandwich/],
  ['home fries', /^Potato, home fries, NFS/],
  // Stop 44, a fifth outside probe (150 everyday queries judged by hand) and the last probe's known misses. A half-typed
  // last word is a word of its own (before: 'Olives, NFS', whose 'olives' starts with 'o'); a typo of a lexicon phrase is
  // the phrase (before: cream of chicken soup); a typo with a food word's letters moved is that word (before: beef shank
  // crosscuts); a brand the survey lists that is the query names a food whose own name says none of it (before: a
  // Hershey's PayDay bar); the white roll is the plain one in the survey's breads too (before: a wheat roll); a drink with or
  // without alcohol is a variant (before: alcoholic fruit punch).
  ['olive o', /^(Olive oil|Oil, olive)/],
  ['chiken soup', /^Chicken or turkey noodle soup/],
  ['crossiant', /^Croissants?($|, butter)/],
  ['hershey bar', /^Milk chocolate candy, plain/],
  ['dinner roll', /^Roll, white, soft/],
  ['fruit punch', /^Fruit punch, made with/],
  // Lexicon: peppers said by colour alone are sweet peppers (before: cooked ones first), sultanas are raisins (before:
  // nothing), veggie is vegetable (before: a cheese pizza), carne asada a beef steak (before: a Puerto Rican pork roast),
  // broccoli cheddar soup the survey's broccoli cheese soup (before: soup, broccoli and cheddar apart), chamomile tea
  // no herbal tea since the survey has it.
  ['red pepper', /^Peppers?, sweet, red, raw/],
  ['green peppers', /^Peppers?, sweet, green, raw/],
  ['sultanas', /^Raisins/],
  ['veggie pizza', /^Pizza, cheese,? (and|with) vegetables/],
  ['carne asada', /^Beef steak/],
  ['broccoli cheddar soup', /^Broccoli cheese soup/],
  ['chamomile tea', /chamomile/i],
];

/**
 * Measured on 2026-11-22: 103 of 103 in the top 3, 91 ranked first (PGlite and Postgres, SQL and in memory alike).
 * On 2026-11-24 (issue 18, prepared forms and two-food queries): 115 of 115 in the top 3, 103 first, no query lower than before.
 * On 2026-11-25 (cooking and serving words are not foods; two words the foods write only as one are joined): 115 of 115 in the top 3, 104 first.
 * Later on 2026-11-25 (a head the last word only describes ranks lower; a finished last word counts in a head only whole): 115 of 115 in the top 3, 104 first.
 * On 2026-11-27 (issue 25, FNDDS bundled beside SR28): 115 of 115 in the top 3, 110 first. Patterns now also accept the
 * FNDDS food of the same kind ('Apple, raw' beside 'Apples, raw'). First place lost for 'greek yogurt', 'scrambled eggs'
 * and 'zucchini' (an FNDDS food whose other names hold the words comes first); gained for nine others.
 * Stop 36 (the survey's defaults: 'chili' is chili con carne): 321 of 321 in the top 3, 314 first.
 * Stop 37 (British names, pasta shapes, words said twice, the survey's other names, SR28's brand products below
 * generic foods, the thing named last first, curries, meat cooked, squashes by variety): 373 of 373 in the top 3, 367 first.
 * Stop 38 (names that mean one food alone, survey defaults written 'X NFS' or 'X, NS as to …' or ending a word, 'NS as to
 * type of' a variant already named; the FNDDS pear, peach and green cabbage accepted beside SR28's): 373 of 373, 370 first.
 * Later in stop 38 ('NS as to regular, quick, or instant' is one unsaid detail, its words no name words): the survey's
 * default oatmeal, bread and decaf coffee accepted; 373 of 373, 370 first.
 * Stop 39 (an outside probe: typos a brand's other name spells, a correction's synonyms, defaults said otherwise, beef
 * the default red meat, SR28's trim and grade no detail, variants and unprepared products lower; plain pasta accepted
 * for 'spagetti' beside 'Spaghetti', as for 'spaghetti'): 383 of 383 in the top 3, 381 first.
 * Stop 40 (a second outside probe: lighter versions are variants, a class's survey default said in the head's order
 * ('cottage cheese'), British names and brands, meatless burgers, 'decaf' and 'plain rice' alone): 383 of 383, 381 first.
 * A third outside probe (a name that is the query in another order, a food only served with what names the query, 'X or
 * Y Z' heads, phrases half-typed, British and Australian names): 502 of 502 in the top 3, 501 first, on PGlite and PostgreSQL.
 * Stop 43 (a fourth outside probe: plurals of lexicon words, stop words half-typed, 'non-dairy', survey defaults of a
 * second part, heads but for how cooked, what a food comes with said in part): 502 of 502 in the top 3, 501 first, and
 * 20 more queries whose first answer is fixed (168).
 * Stop 44 (a fifth outside probe: a half-typed last word needs a word of its own, a phrase's typo is the phrase, letters
 * moved, brands the survey lists, alcoholic and gluten-free variants, white rolls): 502 of 502 in the top 3, 501 first,
 * and 13 more queries whose first answer is fixed (181).
 */
const MIN_HIT_RATE = 0.95;
const MIN_FIRST_RATE = 0.8;

describe.each(databaseKinds)('food search quality (%s)', (kind) => {
  let database: Database;
  let search: LocalSearch;
  let index: MemoryFoodSearch;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await ensureFoodData(database.db);
    index = await MemoryFoodSearch.load(database.db);
    search = (query, limit) => searchNamedFoods((text, max) => index.search(text, max), query, limit);
  }, 180_000);
  afterAll(() => database.close());

  it(`finds an acceptable food in the top 3 for ${MIN_HIT_RATE * 100}% of ${CASES.length} common queries, first for ${MIN_FIRST_RATE * 100}%`, async () => {
    const misses: string[] = [];
    let firstPlace = 0;
    for (const [query, acceptable] of CASES) {
      const top = (await search(query, 3)).map((f) => f.description);
      if (acceptable.test(top[0] ?? '')) firstPlace += 1;
      if (!top.some((d) => acceptable.test(d))) misses.push(`'${query}' → ${top.join(' | ') || 'nothing'}`);
    }
    const hitRate = (CASES.length - misses.length) / CASES.length;
    console.log(
      `search quality (${kind}): ${CASES.length - misses.length}/${CASES.length} in the top 3 (${(hitRate * 100).toFixed(0)}%), ` +
        `${firstPlace}/${CASES.length} first${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(MIN_HIT_RATE);
    expect(firstPlace / CASES.length).toBeGreaterThanOrEqual(MIN_FIRST_RATE);
  });

  it.each(FIRST)('%j: the right food first', async (query, first, alsoInTop3) => {
    const top = (await search(query, 3)).map((f) => f.description);
    expect(top[0], top.join(' | ')).toMatch(first);
    if (alsoInTop3)
      expect(
        top.some((d) => alsoInTop3.test(d)),
        top.join(' | '),
      ).toBe(true);
  });

  it('answers a query of 40 words, searching as many of its words as a food can be scored on', async () => {
    // 'blt' and 'pbj' are four words each: eight typed make 32, more than a food's 32 bits of words found.
    const top = await index.search(Array.from({ length: 20 }, () => 'blt pbj').join(' '), 3);
    expect(top[0]?.description).toMatch(/^(Bacon, lettuce, and tomato sandwich|Peanut butter and jelly sandwich)/);
  });

  it('prefers the plain whole food for short generic queries', async () => {
    const first = async (query: string) => (await search(query, 1))[0]?.description;
    expect(await first('apple')).toMatch(/^Apples?, raw/);
    expect(await first('egg')).toMatch(/^Egg, whole, raw/);
    expect(await first('milk')).toMatch(/^Milk, (whole|NFS)/);
    expect(await first('rice')).toMatch(/^Rice, (white|brown)/);
  });

  it('ranks the whole food above juice, pie, noodles and cakes made from it', async () => {
    // Position in the first 25 results; not there at all counts as last.
    const rank = async (query: string, pattern: RegExp) => {
      const index = (await search(query, 25)).findIndex((f) => pattern.test(f.description));
      return index === -1 ? Infinity : index;
    };
    expect(await rank('apple', /^Apples?, raw/)).toBeLessThan(await rank('apple', /^Apple juice/));
    expect(await rank('egg', /^Egg, whole/)).toBeLessThan(await rank('egg', /^Noodles, egg/));
    expect(await rank('rice', /^Rice, white/)).toBeLessThan(await rank('rice', /^Rice cakes/));
  });
});
