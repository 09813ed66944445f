-- Dietary facts of a dish (issue 16, docs/dietary.md). Null is "not stated", which a diner is
-- shown differently from "no": an allergen list of '{}' says the dish contains none of the nine
-- major allergens; a null list says nobody has said. Codes are a closed list, spice 0 to 3, and a
-- vegan dish is vegetarian (the staff API works that out before writing; the database refuses
-- anything else whoever writes).
alter table products
  add column vegetarian boolean,
  add column vegan boolean,
  add column spice_level smallint check (spice_level between 0 and 3),
  add column allergens text[] check (
    allergens <@ array['gluten', 'peanuts', 'treeNuts', 'shellfish', 'fish', 'dairy', 'egg',
                       'soy', 'sesame']::text[]
    and array_position(allergens, null) is null
  ),
  add constraint products_vegan_is_vegetarian check (vegan is not true or vegetarian is true);
