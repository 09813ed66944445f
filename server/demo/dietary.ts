import {
  type Allergen,
  canonicalAllergens,
  type DietaryFactsOnWire,
  type SpiceLevel,
} from '../../src/domain/model/dietary.ts';

type Kind = 'vegan' | 'vegetarian' | 'notVegetarian';

const diet = (
  kind: Kind,
  spiceLevel: SpiceLevel,
  ...allergens: Allergen[]
): DietaryFactsOnWire => ({
  vegetarian: kind !== 'notVegetarian',
  vegan: kind === 'vegan',
  spiceLevel,
  allergens: canonicalAllergens(allergens),
});

/**
 * The demo dishes' dietary facts, decided as the cook of each would from its name, description
 * and the usual recipe (docs/dietary.md). Each is the dish as it comes: a chosen option or
 * condiment may add (an egg on the noodles), which the product sheet tells the diner. Where a
 * usual recipe may or may not hold an allergen, it is listed: a dish wrongly called safe can make
 * someone ill, one wrongly flagged only costs a choice. Soy sauce is brewed with wheat (gluten
 * and soy); oyster sauce is shellfish; glutinous rice has no gluten.
 */
export const demoDietary: Readonly<Record<string, DietaryFactsOnWire>> = {
  // Dumplings: wheat wrappers; fillings seasoned with soy sauce and sesame oil.
  5001: diet('notVegetarian', 0, 'gluten', 'soy', 'sesame'), // pork & chive
  5002: diet('notVegetarian', 0, 'gluten', 'shellfish', 'sesame'), // har gow: wheat starch, shrimp
  5003: diet('vegan', 0, 'gluten', 'soy', 'sesame'), // cabbage, mushroom, glass noodles
  5004: diet('notVegetarian', 0, 'gluten', 'soy', 'sesame'), // soup dumplings: pork, pork broth
  5005: diet('notVegetarian', 0, 'gluten', 'soy', 'sesame'), // pork buns, sesame on top
  5006: diet('notVegetarian', 0, 'gluten', 'shellfish', 'soy', 'sesame'), // crab roe
  5007: diet('notVegetarian', 2, 'gluten', 'egg', 'soy', 'sesame'), // egg in the wonton dough
  // Noodles: wheat noodles.
  5008: diet('notVegetarian', 1, 'gluten', 'soy'), // beef, broad-bean chili paste, soy sauce
  5009: diet('notVegetarian', 2, 'gluten', 'peanuts', 'soy', 'sesame'), // dan dan: crushed peanuts
  5010: diet('vegan', 0, 'gluten', 'soy'), // scallion fried in vegetable oil, soy sauce
  5011: diet('notVegetarian', 0, 'gluten', 'shellfish', 'fish', 'egg', 'soy', 'sesame'), // egg noodles, dried-flounder broth
  5012: diet('notVegetarian', 0, 'gluten', 'soy'), // fermented soybean and wheat sauce, pork
  5013: diet('notVegetarian', 0, 'gluten', 'shellfish', 'soy'), // rice noodles, but soy and oyster sauce
  5014: diet('vegan', 1, 'gluten', 'peanuts', 'soy', 'sesame'), // sesame paste with peanut butter
  // Rice.
  5015: diet('notVegetarian', 0, 'gluten', 'soy'), // pork belly in soy sauce
  5016: diet('notVegetarian', 1, 'gluten', 'soy', 'sesame'), // chicken, sesame oil, soy, chilli
  5017: diet('vegetarian', 0, 'gluten', 'egg', 'soy'), // egg, a dash of soy sauce
  5018: diet('notVegetarian', 0, 'gluten', 'egg', 'soy'), // pork chop, braised egg
  5019: diet('notVegetarian', 2, 'gluten', 'soy'), // mapo tofu has minced pork; broad-bean paste
  5020: diet('notVegetarian', 0, 'gluten', 'soy'), // pork sausage, soy sauce
  5021: diet('vegan', 0), // steamed jasmine rice
  // Small plates.
  5022: diet('vegan', 1, 'gluten', 'soy', 'sesame'), // garlic, black vinegar, soy, sesame oil
  5023: diet('notVegetarian', 0, 'gluten', 'egg', 'soy'), // chicken in soy and egg, potato starch
  5024: diet('vegan', 0), // greens, garlic, salt, vegetable oil
  5025: diet('vegan', 0, 'gluten'), // wheat dough, scallion, vegetable oil
  5026: diet('notVegetarian', 0, 'gluten', 'fish', 'soy'), // sea bass with seasoned soy sauce
  5027: diet('notVegetarian', 0, 'gluten', 'soy'), // wheat wrappers, pork
  5028: diet('vegan', 0, 'gluten', 'soy'), // pressed tofu braised in soy sauce
  5029: diet('notVegetarian', 0, 'gluten', 'soy'), // beef braised in soy sauce
  // Drinks.
  5030: diet('vegan', 0), // jasmine tea
  5031: diet('vegan', 0), // oolong
  5032: diet('vegetarian', 0, 'dairy'), // milk; tapioca pearls
  5033: diet('vegan', 0, 'soy'),
  5034: diet('vegan', 0), // black tea, lemon
  5035: diet('vegan', 0), // smoked plum, hawthorn, osmanthus
  5036: diet('vegan', 0, 'gluten'), // lager brewed with barley malt
  // Desserts.
  5037: diet('notVegetarian', 0, 'dairy'), // set with gelatin
  5038: diet('notVegetarian', 0, 'sesame'), // glutinous rice (no gluten); lard in the filling
  5039: diet('vegetarian', 0, 'gluten', 'egg', 'dairy'), // butter pastry, egg custard
  5040: diet('vegetarian', 0, 'dairy'), // milk snow, condensed milk
  5041: diet('vegetarian', 0, 'treeNuts', 'dairy'), // almond and milk set with agar
  // Harbour Bistro.
  5101: diet('notVegetarian', 0, 'gluten', 'fish', 'egg'), // beer batter; tartare sauce
  5102: diet('notVegetarian', 0, 'gluten', 'shellfish', 'dairy'), // clams, prawns, flour, cream
  5103: diet('notVegetarian', 0, 'gluten', 'shellfish'), // clams, durum pasta
  5104: diet('notVegetarian', 1, 'shellfish'), // squid is a mollusc
  5105: diet('vegan', 0),
  5106: diet('vegetarian', 0, 'dairy'),
};

const NOT_STATED: DietaryFactsOnWire = {
  vegetarian: null,
  vegan: null,
  spiceLevel: null,
  allergens: null,
};

export const demoDietaryOf = (productId: string): DietaryFactsOnWire =>
  demoDietary[productId] ?? NOT_STATED;
