import type { Kysely } from 'kysely';

/**
 * Checklist sections and items in Spanish too (decision 062): owners who read Spanish get their
 * reports, e-mails and PDFs in Spanish, and a checklist's words are part of them. Each table that
 * holds checklist words gets `section_es` and `label_es` (null: not written, English is shown).
 * The default checklist's words, as seeded by the home-watch migration, are filled in wherever they
 * appear unchanged: in templates, a property's own items and visits already made.
 */
const SECTIONS_ES: Readonly<Record<string, string>> = {
  'Exterior and roof': 'Exterior y techo',
  'Doors, windows and shutters': 'Puertas, ventanas y contraventanas',
  'Lanai and pool': 'Lanai y piscina',
  'Air conditioning and humidity': 'Aire acondicionado y humedad',
  Water: 'Agua',
  Kitchen: 'Cocina',
  Pests: 'Plagas',
  'Mail and packages': 'Correo y paquetes',
  Vehicles: 'Vehículos',
};

const LABELS_ES: Readonly<Record<string, string>> = {
  'Walk around the house: no damage to walls, soffits or gutters':
    'Recorrido alrededor de la casa: sin daños en paredes, aleros ni canaletas',
  'Roof seen from the ground: no missing or lifted shingles or tiles':
    'Techo visto desde el suelo: no faltan tejas ni hay tejas levantadas',
  'Yard and landscaping: no fallen limbs, standing water or signs of trespass':
    'Jardín: sin ramas caídas, agua estancada ni señales de intrusos',
  'All doors locked and undamaged': 'Todas las puertas cerradas con llave y sin daños',
  'All windows closed, locked and unbroken': 'Todas las ventanas cerradas, con seguro y sin roturas',
  'Hurricane shutters in the position the owner asked for':
    'Contraventanas para huracanes en la posición que pidió el propietario',
  'Lanai screens and cage intact': 'Mosquiteros y estructura del lanai intactos',
  'Pool water level, clarity and pump running': 'Piscina: nivel y claridad del agua, y bomba funcionando',
  'Outdoor furniture secured': 'Muebles de exterior asegurados',
  'A/C running at the set temperature': 'Aire acondicionado funcionando a la temperatura fijada',
  'Indoor humidity at or below 60% (write the reading in a note)':
    'Humedad interior del 60 % o menos (la lectura, anotada en una nota)',
  'No musty smell and no mold on walls, ceilings or vents': 'Sin olor a humedad ni moho en paredes, techos o rejillas',
  'A/C drain line clear, no water at the air handler':
    'Desagüe del aire acondicionado despejado, sin agua junto a la unidad interior',
  'Water heater: no leaks or rust around the base': 'Calentador de agua: sin fugas ni óxido en la base',
  'No leaks under kitchen and bathroom sinks': 'Sin fugas bajo el fregadero de la cocina ni los lavabos del baño',
  'No leaks around toilets': 'Sin fugas alrededor de los inodoros',
  'Run every faucet and flush every toilet': 'Abrir todos los grifos y descargar todos los inodoros',
  'Ceilings free of water stains': 'Techos interiores sin manchas de agua',
  'Refrigerator and freezer running and cold': 'Refrigerador y congelador funcionando y fríos',
  'No spoiled food or odors': 'Sin comida en mal estado ni malos olores',
  'No signs of insects, rodents or termites inside': 'Sin señales de insectos, roedores ni termitas en el interior',
  'No droppings, nests or ant trails': 'Sin excrementos, nidos ni caminos de hormigas',
  'Mail, flyers and packages collected': 'Correo, folletos y paquetes recogidos',
  'Door hangers and notices removed from doors': 'Avisos y folletos retirados de las puertas',
  'Vehicles present and undamaged': 'Vehículos en su sitio y sin daños',
  'Batteries on tenders where the owner left them':
    'Baterías conectadas a sus cargadores donde las dejó el propietario',
};

const TABLES = ['checklist_template_items', 'property_checklist_items', 'visit_items'] as const;

// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('section_es', 'text').execute();
    await db.schema.alterTable(table).addColumn('label_es', 'text').execute();
    for (const [english, spanish] of Object.entries(SECTIONS_ES)) {
      await db.updateTable(table).set({ section_es: spanish }).where('section', '=', english).execute();
    }
    for (const [english, spanish] of Object.entries(LABELS_ES)) {
      await db.updateTable(table).set({ label_es: spanish }).where('label', '=', english).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('label_es').execute();
    await db.schema.alterTable(table).dropColumn('section_es').execute();
  }
}
