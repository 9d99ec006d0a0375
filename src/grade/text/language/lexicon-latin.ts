/**
 * Words of the Latin-script languages the grader tells apart: the eight the desk supports (with
 * romanised Hindi under `hi`) and their close neighbours (Catalan, Galician, Romanian,
 * Afrikaans), so that a reply in a neighbour is recognised as one instead of passing as the
 * nearest supported language. Each list holds the function words, pronouns, auxiliaries,
 * greetings, dates and support vocabulary that replies are made of. A word belongs in every
 * language that writes it the same way: the detector counts how many words each language
 * explains, so only the words some languages lack decide anything.
 *
 * English store words that other languages borrow (order, refund, ship, cancel, tracking) are
 * left out of English on purpose: romanised Hindi writes "order cancel ho gaya" all day.
 */

export const LATIN_WORDS: Readonly<Record<string, string>> = {
  en: `the a an and or but if then so because than that this these those there here it its it's
    i i'm i've i'll i'd me my mine you you're you've you'll you'd your yours we we're we've we'll
    our ours us they they're they'll their them he she his her hers is are was were be been being
    am do does did done doing don't doesn't didn't have has had having haven't hasn't can can't
    cannot could couldn't will won't would wouldn't shall should shouldn't may might must isn't
    aren't wasn't let's that's there's here's what's not no yes yeah of for on in at with from by
    to into about after before since until during within without over under between up down out
    off again already still yet just only also too very really all any some every each both either
    much many more most less other another such what which who whom whose when where why how please
    thanks thank sorry unfortunately hello hi hey dear welcome great good sure okay fine done set
    right now today tomorrow yesterday soon week weeks day days hour hours month business arrive
    arrives arrived arriving expected expect estimated way let know tell help get got go going see
    looks like want need wanted send sent receive received email confirm confirmed confirmation
    cancelled canceled refunded shipped delivered returned processing pending placed issued card
    account back money full amount price stock available left anything something nothing else
    perfect noted great regards
    january february march april june july august september october november december monday
    tuesday wednesday thursday friday saturday sunday`,
  es: `a el la los las lo un una unos unas y e o u pero sino si sí no ni que qué quien quién cual cuál
    cuales cuáles cuándo cuando donde dónde como cómo cuanto cuánto porque por para con sin sobre
    entre desde hasta hacia según durante al del de en es son era eran fue fueron será serán sea ser
    estar está están estaba estaban estará estarán esté he has ha hemos han había habrá haya hay
    tengo tienes tiene tenemos tienen puedo puedes puede podemos pueden podría quiero quieres quiere
    queremos necesito necesitas necesita voy vas va vamos van hago hace hecho hizo sido estado yo
    tú tu tus te ti mi mis me usted ustedes su sus le les se nos nosotros ellos ellas él ella este
    esta esto estos estas ese esa eso esos esas aquí ahí allí ya aún todavía también tampoco muy
    más menos mucho mucha muchos muchas poco algo nada todo toda todos todas cada otro otra otros
    otras mismo gracias hola buenos buenas días día tardes noches perdón disculpa disculpe siento
    lamento lamentamos claro vale listo bueno perfecto adelante hoy mañana ayer semana semanas
    horas hora mes pedido pedidos reembolso reembolsado reembolsada cancelado cancelada cancelar
    envío enviado enviada entregado entregada dirección tarjeta importe total correo recibirás genial
    recibirá llegará llegue llegó camino favor ayuda ayudar ayudarte dime avísame confirma
    enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes
    martes miércoles jueves viernes sábado domingo`,
  fr: `le la les l' un une des du de d' et ou où mais donc car si oui non ne n' pas plus jamais rien
    que qu' qui quoi quel quelle quels quelles quand comment pourquoi combien pour par avec sans sur
    sous dans chez entre vers depuis pendant avant après au aux ce cet cette ces c' ça cela ceci
    est sont était étaient sera seront soit être été ai as a avons avez ont avait aura aurez je j'
    tu il elle on nous vous ils elles me m' te t' se s' lui leur leurs mon ma mes ton ta tes son sa
    ses notre nos votre vos y en très bien déjà encore aussi toujours merci bonjour bonsoir salut
    désolé désolée excusez pardon malheureusement d'accord voilà voici fait faire peux peut pouvez
    pouvons voulez veux voudrais souhaitez commande commandes annulée annulé annuler remboursement
    remboursé remboursée livraison livré livrée expédiée expédié colis adresse carte montant
    courriel recevrez arrivera prévue prévu route jours jour semaine semaines heures aujourd'hui
    demain hier bientôt plaît c'est n'est j'ai dites parfait noté entendu janvier février mars avril mai juin juillet
    août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche`,
  de: `der die das den dem des ein eine einen einem einer eines kein keine keinen keinem und oder
    aber denn doch sondern wenn dass ob weil als wie was wer wo wann warum welche welcher welches
    ist sind war waren wird werden wurde wurden worden sein bin bist seid habe hast hat haben hatte
    hatten hätte hätten kann kannst können konnte könnte möchte möchten will wollen soll sollen
    sollte muss müssen darf dürfen ich du er sie es wir ihr ihnen ihm ihn mich mir dich dir uns
    mein meine meinen meinem meiner dein deine ihre ihren ihrem ihrer ihres unser unsere seine
    nicht nichts nein ja bitte danke dankeschön vielen dank hallo guten tag abend entschuldigung
    leider gerne gern mit für auf aus bei nach von vom zu zum zur im ins am an um über unter vor
    durch gegen ohne seit bis noch schon auch sehr bereits jetzt heute gestern bald dann hier da
    dort so also nur mal etwas alles alle bestellung bestellungen storniert stornieren stornierung
    erstattung erstattet rückerstattung lieferung geliefert versandt verschickt unterwegs paket
    adresse lieferadresse karte betrag gesamt erhalten bekommen kommt voraussichtlich tage tagen
    woche wochen stunden erledigt fertig gemacht sagen morgen perfekt klar genau januar februar märz april mai juni
    juli august september oktober november dezember montag dienstag mittwoch donnerstag freitag
    samstag sonntag`,
  pt: `o a os as um uma uns umas e ou mas se que quê quem qual quais quando onde como quanto porque
    porquê por para pra com sem sobre entre desde até após ao aos à às do da dos das de em no na nos
    nas num numa pelo pela pelos pelas é são era eram foi foram será serão seja ser estar está estão
    estava estavam estará esteja tenho tem temos têm tinha terá posso pode podemos podem poderia
    quero quer queremos preciso precisa vou vai vamos vão faço faz feito fez sido estado eu você
    vocês te ti me mim meu minha meus minhas seu sua seus suas teu tua teus tuas podes tens queres tá lhe lhes nós ele ela eles elas este
    esta isto estes estas esse essa isso esses essas aqui aí ali já ainda também muito muita muitos
    muitas pouco algo nada tudo todo toda todos todas cada outro outra outros outras mesmo obrigado
    obrigada olá oi bom boa dia dias tarde noite desculpe desculpa lamento lamentamos infelizmente
    claro certo perfeito combinado beleza hoje amanhã ontem logo semana semanas horas hora mês pedido
    pedidos encomenda encomendas reembolso reembolsado cancelado cancelada cancelar envio enviado
    enviada entregue endereço cartão valor total receberá chegará chegar caminho favor ajuda ajudar
    não sim diga avise janeiro fevereiro março abril maio junho julho agosto setembro outubro
    novembro dezembro segunda terça quarta quinta sexta feira sábado domingo`,
  it: `il lo la i gli le l' un uno una un' e ed o ma però se che chi cosa quale quali quando dove
    come quanto perché per con senza su sopra tra fra da dal dalla dai dalle dallo di del della dei
    delle dello degli a al alla ai alle allo agli in nel nella nei nelle nello negli sul sulla sui
    sulle dell' all' nell' sull' dall' c' d' è sono era erano sarà saranno sia essere stato stata
    stati state ho hai ha abbiamo avete hanno aveva avrà posso puoi può possiamo potete possono
    potrebbe voglio vuoi vuole vorrei preferisci devo deve faccio fa fatto fatta io tu te ti me mi
    lui lei noi voi loro ci vi si mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra
    vostro vostra questo questa questi queste quello quella qui qua lì là già ancora anche sempre
    molto molta molti molte poco qualcosa niente nulla tutto tutta tutti tutte ogni altro altra
    altri altre stesso grazie ciao buongiorno buonasera salve scusa scusi dispiace purtroppo certo
    certamente bene perfetto ottimo d'accordo ecco oggi domani ieri presto settimana settimane giorni
    giorno ore ora mese ordine ordini rimborso rimborsato annullato annullata annullare spedizione
    spedito spedita consegnato consegnata consegna indirizzo carta importo totale riceverai
    riceverà arriverà arrivo strada non sì no fammi dimmi sapere qualcos'altro gennaio febbraio
    marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre lunedì martedì
    mercoledì giovedì venerdì sabato domenica`,
  nl: `de het een en of maar dus want als dan dat die dit deze wie wat welke welk wanneer waar waarom
    hoe hoeveel voor met zonder op in aan bij naar van uit over onder tussen door tot sinds binnen
    na om te is zijn was waren wordt worden werd werden geworden ben bent heb hebt heeft hebben had
    hadden kan kun kunt kunnen kon zou zouden wil wilt willen zal zullen moet moeten mag mogen ik
    jij je u uw mij me mijn jouw we wij ons onze jullie hij zij ze haar hem hun er niet geen nee ja
    wel graag alstublieft alsjeblieft dank bedankt dankjewel dankuwel hallo hoi goedemorgen
    goedemiddag sorry excuses helaas prima goed oké klaar gedaan geregeld top al nog ook erg heel zeer
    even nu vandaag morgen gisteren binnenkort week weken dagen dag uur maand bestelling
    bestellingen geannuleerd annuleren terugbetaling terugbetaald terugbetalen verzonden verstuurd
    bezorgd geleverd onderweg pakket adres kaart bedrag totaal ontvangt ontvang komt verwacht laat
    weten januari februari maart april mei juni juli augustus september oktober november december
    maandag dinsdag woensdag donderdag vrijdag zaterdag zondag`,
  hi: `hai hain ho hoga hogi honge hua hui hue tha thi the mera meri mere mujhe mujhko main hum humne
    hamara hamari hamare aap aapka aapki aapke aapko aapne apka apki apke apko apna apni apne tum
    tumhara tumhari kya kab kahan kaise kyun kyon kyu kaun kitna kitne kitni jab tab ko ka ki ke se
    mein me par pe bhi toh to hi na nahi nahin mat haan han ji theek thik accha acha achha kripya
    dhanyavad dhanyavaad dhanyawad shukriya abhi tak kal aaj gaya gayi gaye diya diye kiya kiye kar
    karna karo karein kariye kijiye karenge karunga karungi karoon karun doon dun raha rahi rahe
    wala wali wale wapas vapas paisa paise rupaye chahiye chahte chahti chahta jayega jaayega jayegi
    jaegi jaega aayega aaega aayegi aa pahunch pahunchega pahuchega mil milega milegi jaldi kuch
    bahut sirf yeh ye woh vo wo isse ise usse use iska uska unka din hafte hafta ghante mahina baje
    aur lekin magar ya agar phir fir saath liye lie lagta dekhiye bataiye batayein batayen bataen
    batana sorry maaf maafi sakte sakta sakti bhej bheja bhejenge`,
  ca: `el la els les l' un una uns unes i o però perquè que què qui quin quina quins quines quan on
    com quant per amb sense sobre entre des fins cap al als del dels pel pels de d' a en és són era
    eren serà seran sigui ser estar està estan estava estarà he has ha hem heu han havia hi ho tinc
    tens té tenim teniu tenen puc pots pot podem podeu poden podria vull vols vol volem voleu
    necessito faig fa fet sigut estat jo tu et em ens us es li nosaltres vosaltres ells elles ell
    ella aquest aquesta aquests aquestes aquell aquella això allò aquí allà ja encara també tampoc
    molt molta molts moltes poc algun alguna res tot tota tots totes cada altre altra altres mateix
    gràcies hola bon bona dia dies tarda nit perdó disculpa sento lamentem clar d'acord llest llesta
    perfecte endavant avui demà ahir aviat setmana setmanes hores hora mes comanda comandes
    reemborsament retornat cancel·lada cancel·lat cancel·lar enviament enviat enviada lliurat
    lliurada adreça targeta import total correu rebràs rebreu arribarà camí favor ajuda ajudar sí
    no teu teva teus teves seu seva seus seves vostre vostra vostres meu meva nostre nostra s' m'
    n' t' digues digueu gener febrer març abril maig juny juliol agost setembre octubre novembre
    desembre dilluns dimarts dimecres dijous divendres dissabte diumenge`,
  gl: `o a os as un unha uns unhas e ou pero mais se que quen cal cales cando onde como canto porque
    por para con sen sobre entre desde ata ao aos á ás do da dos das de en no na nos nas nun nunha
    polo pola polos polas é son era eran foi foron será serán sexa ser estar está están estaba
    estará estea teño tes ten temos teñen podo podes pode podemos poden podería quero queres quere
    necesito fago fai feito fixo sido estado eu ti te che me min meu miña meus miñas teu túa seu
    súa seus súas lle lles nós el ela eles elas este esta isto estes estas ese esa iso eses esas
    aquí aí alí xa aínda tamén tampouco moi moito moita moitos moitas pouco algo nada todo toda
    todos todas cada outro outra outros outras mesmo grazas ola bos boas día días tarde noite
    desculpe desculpa síntoo lamentámolo claro vale perfecto adiante hoxe mañá onte semana semanas
    horas hora mes pedido pedidos pedimento reembolso reembolsado cancelado cancelada cancelar envío
    enviado enviada entregado entregada enderezo tarxeta importe total correo recibirás recibirá
    chegará chegar camiño favor axuda axudar non si dime xaneiro febreiro marzo abril maio xuño
    xullo agosto setembro outubro novembro decembro luns martes mércores xoves venres sábado
    domingo`,
  ro: `și si în cu pentru pe la de din prin despre fără este sunt era au a am ai fost fi va vor vei
    o un unei unui lui ei nu da vă vă rugăm mulțumim mulțumesc bună ziua salut comanda comandă
    comenzii dumneavoastră dvs tău ta tale meu mea mele nostru noastră acest această aceasta acum
    azi astăzi mâine ieri săptămână zile livrare livrată anulată anulat rambursare adresa adresă
    card suma primiți veți ajunge drum care ce când unde cum aici deja încă foarte noiembrie
    octombrie decembrie`,
  af: `die 'n en of maar dus want as dan dat wat wie watter wanneer waar waarom hoe vir met sonder op
    in aan by na van uit oor onder tussen deur tot sedert binne om te is was word gewees het sal
    sou kan kon wil moet mag ek jy jou u ons hy sy hulle julle hom haar nie geen nee ja wel graag
    asseblief dankie baie hallo goeiemôre jammer ongelukkig goed klaar gedoen reeds al nog ook nou
    vandag môre gister binnekort week weke dae dag uur maand bestelling gekanselleer kanselleer
    terugbetaling terugbetaal gestuur versend afgelewer pakkie adres kaart bedrag totaal ontvang
    kom verwag hierdie daardie`,
};
