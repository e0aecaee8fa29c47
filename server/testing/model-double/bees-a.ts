/**
 * The scripted model's deck about honeybees, first half: every text in
 * English and German side by side ([English, German]), so the double can
 * write the deck, rewrite it and translate it without a model.
 */
import type { ScriptedTopic } from './script-types';

export const BEES_A: readonly ScriptedTopic[] = [
  {
    heading: ['Inside the colony', 'Im Inneren des Volkes'],
    overview: [
      'A honeybee colony is one family of up to 60,000 bees living as a single unit. Each bee has a job, and no bee survives long on its own.',
      'Ein Bienenvolk ist eine Familie von bis zu 60.000 Bienen, die wie eine Einheit lebt. Jede Biene hat eine Aufgabe, und keine Biene überlebt lange allein.',
    ],
    overview2: [
      'The hive works like one body made of thousands of bees. Its members share food, warmth and work, so the colony lives on while single bees come and go.',
      'Der Stock arbeitet wie ein Körper aus Tausenden von Bienen. Seine Mitglieder teilen Futter, Wärme und Arbeit, sodass das Volk weiterlebt, während einzelne Bienen kommen und gehen.',
    ],
    points: [
      [['The queen', 'Die Königin'], ['One queen lays up to 2,000 eggs a day and is the mother of the whole colony.', 'Eine Königin legt bis zu 2.000 Eier am Tag und ist die Mutter des ganzen Volkes.']],
      [['Worker bees', 'Die Arbeiterinnen'], ['Female workers do every task from cleaning cells to guarding the entrance.', 'Weibliche Arbeiterinnen erledigen jede Aufgabe, vom Putzen der Zellen bis zur Bewachung des Fluglochs.']],
      [['Drones', 'Die Drohnen'], ['Male drones have one task: to mate with a young queen from another colony.', 'Männliche Drohnen haben nur eine Aufgabe: sich mit einer jungen Königin aus einem anderen Volk zu paaren.']],
      [['Colony size', 'Größe des Volkes'], ['A strong summer colony holds 40,000 to 60,000 bees, a winter colony about 10,000.', 'Ein starkes Sommervolk zählt 40.000 bis 60.000 Bienen, ein Wintervolk etwa 10.000.']],
    ],
    example: [['A backyard hive', 'Ein Bienenstock im Garten'], ['A typical backyard hive in June holds one queen, about 50,000 workers and a few hundred drones.', 'Ein typischer Gartenstock im Juni beherbergt eine Königin, etwa 50.000 Arbeiterinnen und einige hundert Drohnen.']],
    hook: [
      'If you remember one thing today, let it be this: a single honeybee is not really an individual, the colony is.',
      'Wenn Sie sich heute nur eines merken, dann dies: Nicht die einzelne Honigbiene ist das Lebewesen, sondern das ganze Volk.',
    ],
    split: ['Who lives in the hive', 'Wer im Stock lebt'],
    icon: 'bee',
    image: 'honeybees crowded on a wooden frame of honeycomb',
    imageDe: 'Honigbienen dicht an dicht auf einem hölzernen Wabenrahmen',
  },
  {
    heading: ["A worker's life in stages", 'Das Leben einer Arbeiterin in Etappen'],
    overview: [
      'A worker bee changes jobs as she ages. She starts inside the hive and ends her life as a forager in the fields.',
      'Eine Arbeiterin wechselt mit dem Alter ihre Aufgaben. Sie beginnt im Inneren des Stocks und beendet ihr Leben als Sammlerin auf den Feldern.',
    ],
    overview2: [
      'Age decides what a worker does. Young bees stay in the dark hive, while older bees take on the riskier work outside.',
      'Das Alter bestimmt, was eine Arbeiterin tut. Junge Bienen bleiben im dunklen Stock, ältere übernehmen die gefährlichere Arbeit draußen.',
    ],
    points: [
      [['Cleaning cells', 'Zellen putzen'], ['In her first days a worker cleans the cells the queen will lay in.', 'In ihren ersten Tagen putzt eine Arbeiterin die Zellen, in die die Königin Eier legen wird.']],
      [['Nursing larvae', 'Larven pflegen'], ['From about day four she feeds the young larvae with royal jelly and pollen.', 'Ab etwa dem vierten Tag füttert sie die jungen Larven mit Gelée royale und Pollen.']],
      [['Building comb', 'Waben bauen'], ['Around day twelve her wax glands are ready and she builds new comb.', 'Um den zwölften Tag sind ihre Wachsdrüsen reif, und sie baut neue Waben.']],
      [['Foraging', 'Sammeln'], ['From about day twenty-one she flies out to collect nectar, pollen and water.', 'Ab etwa dem einundzwanzigsten Tag fliegt sie aus, um Nektar, Pollen und Wasser zu sammeln.']],
    ],
    example: [["A summer worker's six weeks", 'Sechs Wochen einer Sommerbiene'], ['A worker born in June lives about six weeks and spends her last three weeks foraging.', 'Eine im Juni geborene Arbeiterin lebt etwa sechs Wochen und verbringt die letzten drei davon mit Sammeln.']],
    hook: [
      'Think of a career that is planned from the very first day: that is what every worker bee has.',
      'Stellen Sie sich eine Laufbahn vor, die vom ersten Tag an geplant ist: Genau die hat jede Arbeiterin.',
    ],
    split: ['From nurse to forager', 'Von der Amme zur Sammlerin'],
    icon: 'bee',
    image: 'young worker bees tending larvae in honeycomb cells',
    imageDe: 'junge Arbeiterinnen pflegen Larven in Wabenzellen',
    shape: 'steps',
  },
  {
    heading: ['Making honey', 'Wie Honig entsteht'],
    overview: [
      'Honey is nectar that bees have thickened and preserved. It takes about two million flower visits to make one pound of it.',
      'Honig ist Nektar, den die Bienen eingedickt und haltbar gemacht haben. Für ein Pfund sind etwa zwei Millionen Blütenbesuche nötig.',
    ],
    overview2: [
      'Bees turn thin, watery nectar into thick honey that keeps for years. The work is shared by foragers, house bees and the warm air of the hive.',
      'Bienen machen aus dünnem, wässrigem Nektar dicken Honig, der sich jahrelang hält. Die Arbeit teilen sich Sammlerinnen, Stockbienen und die warme Luft im Stock.',
    ],
    points: [
      [['Collecting nectar', 'Nektar sammeln'], ['A forager sucks nectar from flowers and carries it home in her honey stomach.', 'Eine Sammlerin saugt Nektar aus Blüten und trägt ihn in ihrer Honigblase nach Hause.']],
      [['Adding enzymes', 'Enzyme zugeben'], ['House bees pass the nectar from bee to bee and add enzymes that split its sugars.', 'Stockbienen reichen den Nektar von Biene zu Biene weiter und geben Enzyme zu, die seinen Zucker spalten.']],
      [['Drying by fanning', 'Trocknen durch Fächeln'], ['Bees fan their wings until the water content falls below 20 percent.', 'Bienen fächeln mit den Flügeln, bis der Wassergehalt unter 20 Prozent sinkt.']],
      [['Capping the cells', 'Zellen verdeckeln'], ['Ripe honey is sealed with a thin lid of wax to keep it for winter.', 'Reifer Honig wird mit einem dünnen Wachsdeckel verschlossen und so für den Winter aufbewahrt.']],
    ],
    example: [['One teaspoon of honey', 'Ein Teelöffel Honig'], ['One teaspoon of honey is the life\'s work of about twelve worker bees.', 'Ein Teelöffel Honig ist das Lebenswerk von etwa zwölf Arbeiterinnen.']],
    hook: [
      "Honey is not just a sweet food on our breakfast table, it is the colony's fuel for the winter.",
      'Honig ist nicht nur ein süßes Lebensmittel auf unserem Frühstückstisch, er ist der Brennstoff des Volkes für den Winter.',
    ],
    split: ['How nectar becomes honey', 'Wie aus Nektar Honig wird'],
    icon: 'honey jar',
    image: 'golden honey dripping from a capped honeycomb',
    imageDe: 'goldener Honig tropft von einer verdeckelten Wabe',
    shape: 'steps',
  },
  {
    heading: ['The waggle dance', 'Der Schwänzeltanz'],
    overview: [
      'Foragers tell their sisters where food is by dancing on the comb. The dance gives both the direction and the distance of a field of flowers.',
      'Sammlerinnen zeigen ihren Schwestern durch einen Tanz auf der Wabe, wo es Futter gibt. Der Tanz verrät Richtung und Entfernung eines Blütenfeldes.',
    ],
    overview2: [
      'Bees share the location of good flowers through a dance on the comb. Other bees read the dance and fly straight to the food.',
      'Bienen teilen den Ort guter Blüten durch einen Tanz auf der Wabe mit. Andere Bienen lesen den Tanz und fliegen direkt zum Futter.',
    ],
    points: [
      [['Direction from the sun', 'Richtung nach der Sonne'], ['The angle of the dance to the vertical shows the angle of the flight to the sun.', 'Der Winkel des Tanzes zur Senkrechten zeigt den Winkel des Fluges zur Sonne.']],
      [['Distance from timing', 'Entfernung nach der Dauer'], ['The longer the waggle run lasts, the farther away the flowers are.', 'Je länger der Schwänzellauf dauert, desto weiter entfernt sind die Blüten.']],
      [['Quality from energy', 'Qualität nach dem Eifer'], ['A forager dances longer and faster for richer nectar.', 'Für reicheren Nektar tanzt eine Sammlerin länger und schneller.']],
      [['The round dance', 'Der Rundtanz'], ['For food closer than about 50 metres, bees dance a simple circle instead.', 'Für Futter näher als etwa 50 Meter tanzen Bienen stattdessen einen einfachen Kreis.']],
    ],
    example: [['A field of clover', 'Ein Kleefeld'], ['A waggle run of one second tells the others that clover blooms about one kilometre away.', 'Ein Schwänzellauf von einer Sekunde sagt den anderen, dass etwa einen Kilometer entfernt Klee blüht.']],
    hook: [
      'Karl von Frisch shared a Nobel Prize in 1973 for decoding this dance, and it still amazes researchers today.',
      'Karl von Frisch erhielt 1973 einen Nobelpreis für die Entschlüsselung dieses Tanzes, und er verblüfft Forscher bis heute.',
    ],
    split: ['Reading the dance', 'Den Tanz lesen'],
    icon: 'compass',
    image: 'honeybee dancing on honeycomb surrounded by other bees',
    imageDe: 'eine Honigbiene tanzt auf der Wabe, umringt von anderen Bienen',
  },
  {
    heading: ['Pollination', 'Bestäubung'],
    overview: [
      'While they collect food, bees carry pollen from flower to flower. About one third of the food we eat depends on pollinators like them.',
      'Während sie Futter sammeln, tragen Bienen Pollen von Blüte zu Blüte. Etwa ein Drittel unserer Nahrung hängt von Bestäubern wie ihnen ab.',
    ],
    overview2: [
      'Every flower visit moves pollen, and that is how many plants make seeds and fruit. Bees are among the most important pollinators of our crops.',
      'Jeder Blütenbesuch bewegt Pollen, und so bilden viele Pflanzen Samen und Früchte. Bienen gehören zu den wichtigsten Bestäubern unserer Nutzpflanzen.',
    ],
    points: [
      [['Fruit and nuts', 'Obst und Nüsse'], ['Apples, cherries and almonds need bees to set fruit.', 'Äpfel, Kirschen und Mandeln brauchen Bienen, um Früchte anzusetzen.']],
      [['Flower constancy', 'Blütenstetigkeit'], ['A bee visits one kind of flower per trip, which makes her an efficient pollinator.', 'Eine Biene besucht pro Ausflug nur eine Blütenart und ist deshalb eine wirksame Bestäuberin.']],
      [['Wild plants', 'Wildpflanzen'], ['Many wild flowers depend on bees, and so do the animals that eat their seeds.', 'Viele Wildblumen sind auf Bienen angewiesen, und mit ihnen die Tiere, die ihre Samen fressen.']],
      [['Economic value', 'Wirtschaftlicher Wert'], ['Pollination by bees is worth more than 150 billion euros a year worldwide.', 'Die Bestäubung durch Bienen ist weltweit mehr als 150 Milliarden Euro im Jahr wert.']],
    ],
    example: [['Almond orchards in California', 'Mandelplantagen in Kalifornien'], ['Each spring about two million hives are trucked to California to pollinate the almond orchards.', 'Jedes Frühjahr werden etwa zwei Millionen Bienenstöcke nach Kalifornien gefahren, um die Mandelplantagen zu bestäuben.']],
    hook: ['Next time you bite into an apple, it is worth thanking a bee for it.', 'Wenn Sie das nächste Mal in einen Apfel beißen, dürfen Sie dafür ruhig einer Biene danken.'],
    split: ['What pollination is worth', 'Was Bestäubung wert ist'],
    icon: 'flower',
    image: 'honeybee covered in pollen on an apple blossom',
    imageDe: 'eine mit Pollen bedeckte Honigbiene auf einer Apfelblüte',
  },
];
