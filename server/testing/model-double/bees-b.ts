/**
 * The scripted model's deck about honeybees, second half ([English, German]).
 */
import type { ScriptedTopic } from './script-types';

export const BEES_B: readonly ScriptedTopic[] = [
  {
    heading: ['Surviving the winter', 'Den Winter überleben'],
    overview: [
      'Honeybees do not sleep through the winter. They form a tight cluster and shiver their muscles to keep the queen warm.',
      'Honigbienen halten keinen Winterschlaf. Sie bilden eine dichte Traube und zittern mit ihren Muskeln, um die Königin warm zu halten.',
    ],
    overview2: [
      'In winter the colony lives on its stored honey and its own heat. The bees stay together in a ball and take turns on the cold outside.',
      'Im Winter lebt das Volk von seinem Honigvorrat und seiner eigenen Wärme. Die Bienen bleiben in einer Kugel zusammen und wechseln sich an der kalten Außenseite ab.',
    ],
    points: [
      [['The winter cluster', 'Die Wintertraube'], ['Bees pack together in a ball around the queen when it gets colder than 14 degrees.', 'Unter 14 Grad drängen sich die Bienen zu einer Kugel um die Königin zusammen.']],
      [['Heat from shivering', 'Wärme durch Zittern'], ['Bees in the centre shiver their flight muscles and keep it at about 30 degrees.', 'Die Bienen in der Mitte zittern mit ihren Flugmuskeln und halten dort etwa 30 Grad.']],
      [['Honey as fuel', 'Honig als Brennstoff'], ['A colony eats 15 to 25 kilograms of honey to get through a winter.', 'Ein Volk verbraucht 15 bis 25 Kilogramm Honig, um durch einen Winter zu kommen.']],
      [['Cleansing flights', 'Reinigungsflüge'], ['On mild days the bees leave the hive briefly to relieve themselves outside.', 'An milden Tagen verlassen die Bienen kurz den Stock, um sich draußen zu entleeren.']],
    ],
    example: [['A cold night in January', 'Eine kalte Januarnacht'], ['On a night at minus ten degrees the centre of the cluster still stays at about 30 degrees.', 'In einer Nacht mit minus zehn Grad bleibt die Mitte der Traube trotzdem bei etwa 30 Grad.']],
    hook: ['A winter colony is a living heater, and the honey it stored in summer is what keeps it burning.', 'Ein Wintervolk ist eine lebende Heizung, und der im Sommer gesammelte Honig hält sie am Laufen.'],
    split: ['How the cluster works', 'Wie die Traube funktioniert'],
    icon: 'snowflake',
    image: 'snow on a wooden beehive in a winter garden',
    imageDe: 'Schnee auf einem hölzernen Bienenstock in einem Wintergarten',
  },
  {
    heading: ['Swarming', 'Das Schwärmen'],
    overview: [
      'Swarming is how a colony reproduces. The old queen leaves with about half of the bees and founds a new home.',
      'Durch das Schwärmen vermehrt sich ein Volk. Die alte Königin zieht mit etwa der Hälfte der Bienen aus und gründet ein neues Zuhause.',
    ],
    overview2: [
      'A colony splits in two when it grows too big for its hive. The swarm looks for a new home while the old hive raises a new queen.',
      'Ein Volk teilt sich, wenn es für seinen Stock zu groß wird. Der Schwarm sucht ein neues Zuhause, während der alte Stock eine neue Königin aufzieht.',
    ],
    points: [
      [['New queens', 'Neue Königinnen'], ['Before swarming, workers raise several new queens in special cells.', 'Vor dem Schwärmen ziehen die Arbeiterinnen in besonderen Zellen mehrere neue Königinnen auf.']],
      [['The swarm leaves', 'Der Schwarm zieht aus'], ['The old queen flies off with thousands of workers and settles on a branch nearby.', 'Die alte Königin fliegt mit Tausenden Arbeiterinnen los und lässt sich auf einem Ast in der Nähe nieder.']],
      [['Scout bees', 'Spurbienen'], ['Scouts search for a new home and dance to report the best sites.', 'Spurbienen suchen ein neues Zuhause und melden die besten Plätze mit einem Tanz.']],
      [['Choosing a home', 'Die Wahl des Zuhauses'], ['The swarm moves once enough scouts agree on one site.', 'Der Schwarm zieht um, sobald sich genug Spurbienen auf einen Platz geeinigt haben.']],
    ],
    example: [['A swarm in a garden', 'Ein Schwarm im Garten'], ['A swarm hanging in a garden tree is usually gentle and moves on within a day or two.', 'Ein Schwarm in einem Gartenbaum ist meist friedlich und zieht nach ein bis zwei Tagen weiter.']],
    hook: ["A swarm looks alarming, but it is simply the colony's way of having children.", 'Ein Schwarm sieht bedrohlich aus, aber so bekommt ein Volk einfach Nachwuchs.'],
    split: ['How a swarm finds a home', 'Wie ein Schwarm ein Zuhause findet'],
    icon: 'tree branch',
    image: 'a swarm of honeybees hanging from a tree branch',
    imageDe: 'ein Schwarm Honigbienen hängt an einem Ast',
  },
  {
    heading: ['Threats to honeybees', 'Gefahren für Honigbienen'],
    overview: [
      'Beekeepers in many countries lose a large share of their colonies each winter. Several causes act together.',
      'Imker in vielen Ländern verlieren jeden Winter einen großen Teil ihrer Völker. Mehrere Ursachen wirken zusammen.',
    ],
    overview2: [
      'Honeybees face mites, viruses, pesticides and a lack of flowers. Each weakens the colony, and together they can kill it.',
      'Honigbienen sind Milben, Viren, Pestiziden und einem Mangel an Blüten ausgesetzt. Jedes davon schwächt das Volk, und zusammen können sie es töten.',
    ],
    points: [
      [['Varroa mites', 'Varroamilben'], ['The varroa mite feeds on bees and spreads viruses through the colony.', 'Die Varroamilbe ernährt sich von Bienen und verbreitet Viren im ganzen Volk.']],
      [['Pesticides', 'Pestizide'], ["Some pesticides harm the bees' sense of direction and their memory.", 'Manche Pestizide schaden dem Orientierungssinn und dem Gedächtnis der Bienen.']],
      [['Loss of flowers', 'Verlust von Blüten'], ['Large fields of one crop offer food for only a few weeks of the year.', 'Große Felder mit nur einer Feldfrucht bieten nur wenige Wochen im Jahr Futter.']],
      [['Climate change', 'Klimawandel'], ['Warmer winters and early springs put flowers and bees out of step.', 'Wärmere Winter und frühe Frühjahre bringen Blüten und Bienen aus dem Takt.']],
    ],
    example: [['Winter losses in Europe', 'Winterverluste in Europa'], ['In some recent winters beekeepers in Europe lost between 10 and 30 percent of their colonies.', 'In manchen der letzten Winter verloren Imker in Europa zwischen 10 und 30 Prozent ihrer Völker.']],
    hook: [
      'No single cause explains why so many colonies die, and that is exactly what makes the losses so hard to stop.',
      'Keine einzelne Ursache erklärt, warum so viele Völker sterben, und genau das macht es so schwer, die Verluste aufzuhalten.',
    ],
    split: ['More threats to bees', 'Weitere Gefahren für Bienen'],
    icon: 'warning sign',
    image: 'beekeeper inspecting a frame for varroa mites',
    imageDe: 'ein Imker prüft einen Rahmen auf Varroamilben',
  },
  {
    heading: ['What beekeepers do', 'Was Imker tun'],
    overview: [
      'Beekeepers care for colonies through the year. They check for disease, give the bees space and harvest only the surplus honey.',
      'Imker betreuen ihre Völker das ganze Jahr. Sie achten auf Krankheiten, geben den Bienen Platz und ernten nur den überschüssigen Honig.',
    ],
    overview2: [
      "Good beekeeping means working with the colony's own rhythm. The keeper watches, treats and harvests without taking what the bees need.",
      'Gute Imkerei folgt dem eigenen Rhythmus des Volkes. Der Imker beobachtet, behandelt und erntet, ohne zu nehmen, was die Bienen brauchen.',
    ],
    points: [
      [['Regular inspections', 'Regelmäßige Kontrollen'], ['Every week or two in summer the keeper checks the brood, the queen and the stores.', 'Im Sommer prüft der Imker alle ein bis zwei Wochen die Brut, die Königin und die Vorräte.']],
      [['Mite control', 'Milbenbekämpfung'], ['Keepers count varroa mites and treat the colony when there are too many.', 'Imker zählen die Varroamilben und behandeln das Volk, wenn es zu viele sind.']],
      [['Adding space', 'Platz schaffen'], ['Boxes are added in spring so the colony does not swarm for lack of room.', 'Im Frühjahr werden Zargen aufgesetzt, damit das Volk nicht aus Platzmangel schwärmt.']],
      [['A fair harvest', 'Eine faire Ernte'], ['Only the surplus is taken, and enough honey is left for the winter.', 'Nur der Überschuss wird geerntet, und genug Honig bleibt für den Winter.']],
    ],
    example: [['A season at one hive', 'Eine Saison an einem Stock'], ['A hobby keeper may harvest 20 kilograms of honey from one strong hive in a good year.', 'Ein Hobbyimker kann in einem guten Jahr 20 Kilogramm Honig aus einem starken Stock ernten.']],
    hook: ['Ask any experienced beekeeper and they will tell you that they spend more time watching than working.', 'Fragen Sie einen erfahrenen Imker, und er wird Ihnen sagen, dass er mehr beobachtet als arbeitet.'],
    split: ["The beekeeper's year", 'Das Jahr des Imkers'],
    icon: 'beekeeper',
    image: 'beekeeper in a veil lifting a frame from a hive',
    imageDe: 'ein Imker mit Schleier hebt einen Rahmen aus dem Stock',
  },
  {
    heading: ['How you can help', 'Wie Sie helfen können'],
    overview: [
      'Everyone can make life a little easier for bees. Flowers, fewer pesticides and local honey all make a difference.',
      'Jeder kann Bienen das Leben ein wenig leichter machen. Blumen, weniger Pestizide und Honig aus der Region machen einen Unterschied.',
    ],
    overview2: [
      'Helping bees starts in gardens, on balconies and at the shop. Small choices add up when many people make them.',
      'Bienen zu helfen beginnt im Garten, auf dem Balkon und beim Einkaufen. Kleine Entscheidungen summieren sich, wenn viele sie treffen.',
    ],
    points: [
      [['Plant flowers', 'Blumen pflanzen'], ['Plant flowers that bloom from early spring to late autumn.', 'Pflanzen Sie Blumen, die vom frühen Frühjahr bis in den späten Herbst blühen.']],
      [['Skip the pesticides', 'Auf Pestizide verzichten'], ['Avoid spraying plants while they are in flower.', 'Spritzen Sie keine Pflanzen, während sie blühen.']],
      [['Leave wild corners', 'Wilde Ecken lassen'], ['Let a corner of the garden grow wild for bees to feed and nest in.', 'Lassen Sie eine Ecke des Gartens verwildern, damit Bienen dort Futter und Nistplätze finden.']],
      [['Buy local honey', 'Honig aus der Region kaufen'], ['Buying honey from local keepers supports the people who care for bees.', 'Wer Honig von Imkern aus der Region kauft, unterstützt die Menschen, die sich um Bienen kümmern.']],
    ],
    example: [['A balcony for bees', 'Ein Balkon für Bienen'], ['A balcony with lavender, thyme and borage can feed bees from May to September.', 'Ein Balkon mit Lavendel, Thymian und Borretsch kann Bienen von Mai bis September ernähren.']],
    hook: ['You do not need a hive of your own to help bees; a window box of flowers is enough to start.', 'Sie brauchen keinen eigenen Bienenstock, um Bienen zu helfen; ein Blumenkasten am Fenster genügt für den Anfang.'],
    split: ['More ways to help', 'Weitere Möglichkeiten zu helfen'],
    icon: 'watering can',
    image: 'lavender flowers on a sunny balcony with a bee',
    imageDe: 'Lavendelblüten auf einem sonnigen Balkon mit einer Biene',
  },
];
