/** The trivia quizzes: questions and answers in the four languages. The first answer listed is the correct one. */
import type { LocalizedText } from '@podium/domain'
import type { trivia, triviaQuestions } from '../../db/schema.ts'
import type { Rng } from './random.ts'
import { lt } from './text.ts'
import type { Calendar } from './time.ts'

interface Question {
  prompt: LocalizedText
  /** Correct answer first; the order shown is shuffled. */
  answers: LocalizedText[]
}

interface Quiz {
  title: LocalizedText
  author: string
  minutes: number
  questions: Question[]
}

const q = (prompt: LocalizedText, ...answers: LocalizedText[]): Question => ({ prompt, answers })

const QUIZZES: readonly Quiz[] = [
  {
    title: lt(
      'Conhece o Rio de Janeiro?',
      'Do you know Rio de Janeiro?',
      '¿Conoces Río de Janeiro?',
      'Rio-de-Janeyronu tanıyırsınız?',
    ),
    author: 'Equipa Podium',
    minutes: 3,
    questions: [
      q(
        lt(
          'Em que ano o Rio de Janeiro recebeu os Jogos Olímpicos?',
          'In which year did Rio de Janeiro host the Olympic Games?',
          '¿En qué año Río de Janeiro fue sede de los Juegos Olímpicos?',
          'Rio-de-Janeyro Olimpiya Oyunlarına hansı ildə ev sahibliyi edib?',
        ),
        lt('2016', '2016', '2016', '2016'),
        lt('2012', '2012', '2012', '2012'),
        lt('2020', '2020', '2020', '2020'),
        lt('2008', '2008', '2008', '2008'),
      ),
      q(
        lt(
          'Qual é o nome da estátua no alto do Corcovado?',
          'What is the name of the statue on top of Corcovado?',
          '¿Cómo se llama la estatua en la cima del Corcovado?',
          'Korkovado dağının zirvəsindəki heykəlin adı nədir?',
        ),
        lt('Cristo Redentor', 'Christ the Redeemer', 'Cristo Redentor', 'Xilaskar İsa'),
        lt('Estátua da Liberdade', 'Statue of Liberty', 'Estatua de la Libertad', 'Azadlıq heykəli'),
        lt('Monumento às Bandeiras', 'Monument to the Bandeirantes', 'Monumento a las Banderas', 'Bayraqlar abidəsi'),
      ),
      q(
        lt(
          'Em que praia fica a arena de voleibol de praia destes Jogos?',
          'On which beach is the beach volleyball arena of these Games?',
          '¿En qué playa está la arena de vóley playa de estos Juegos?',
          'Bu Oyunların çimərlik voleybolu arenası hansı çimərlikdədir?',
        ),
        lt('Copacabana', 'Copacabana', 'Copacabana', 'Kopakabana'),
        lt('Ipanema', 'Ipanema', 'Ipanema', 'İpanema'),
        lt('Leblon', 'Leblon', 'Leblon', 'Leblon'),
        lt('Barra da Tijuca', 'Barra da Tijuca', 'Barra da Tijuca', 'Barra-da-Tijuka'),
      ),
      q(
        lt(
          'Que pavilhão tem um nome que significa «pequeno Maracanã»?',
          'Which arena’s name means “little Maracanã”?',
          '¿Qué pabellón tiene un nombre que significa «pequeño Maracaná»?',
          'Hansı arenanın adı «kiçik Marakana» deməkdir?',
        ),
        lt('Maracanãzinho', 'Maracanãzinho', 'Maracanãzinho', 'Marakanazinyo'),
        lt('Sambódromo', 'Sambadrome', 'Sambódromo', 'Sambadrom'),
        lt('Engenhão', 'Engenhão', 'Engenhão', 'Engenyao'),
      ),
      q(
        lt(
          'Qual é a língua oficial do Brasil?',
          'What is the official language of Brazil?',
          '¿Cuál es el idioma oficial de Brasil?',
          'Braziliyanın rəsmi dili hansıdır?',
        ),
        lt('Português', 'Portuguese', 'Portugués', 'Portuqal dili'),
        lt('Espanhol', 'Spanish', 'Español', 'İspan dili'),
        lt('Inglês', 'English', 'Inglés', 'İngilis dili'),
      ),
    ],
  },
  {
    title: lt('Desportos olímpicos', 'Olympic sports', 'Deportes olímpicos', 'Olimpiya idman növləri'),
    author: 'Equipa Podium',
    minutes: 4,
    questions: [
      q(
        lt(
          'Quantos anéis tem o símbolo olímpico?',
          'How many rings are there in the Olympic symbol?',
          '¿Cuántos anillos tiene el símbolo olímpico?',
          'Olimpiya rəmzində neçə halqa var?',
        ),
        lt('5', '5', '5', '5'),
        lt('4', '4', '4', '4'),
        lt('6', '6', '6', '6'),
      ),
      q(
        lt(
          'No judo, que pontuação termina imediatamente o combate?',
          'In judo, which score ends the contest at once?',
          'En judo, ¿qué puntuación termina el combate de inmediato?',
          'Cüdoda hansı xal görüşü dərhal bitirir?',
        ),
        lt('Ippon', 'Ippon', 'Ippon', 'İppon'),
        lt('Waza-ari', 'Waza-ari', 'Waza-ari', 'Vaza-ari'),
        lt('Shido', 'Shido', 'Shido', 'Şido'),
      ),
      q(
        lt(
          'Quantos jogadores de cada equipa estão em campo no basquetebol?',
          'How many players of each team are on court in basketball?',
          '¿Cuántos jugadores de cada equipo hay en la pista en baloncesto?',
          'Basketbolda meydançada hər komandadan neçə oyunçu olur?',
        ),
        lt('5', '5', '5', '5'),
        lt('6', '6', '6', '6'),
        lt('7', '7', '7', '7'),
      ),
      q(
        lt(
          'Qual é o comprimento de uma piscina olímpica?',
          'How long is an Olympic swimming pool?',
          '¿Cuánto mide una piscina olímpica?',
          'Olimpiya hovuzunun uzunluğu nə qədərdir?',
        ),
        lt('50 m', '50 m', '50 m', '50 m'),
        lt('25 m', '25 m', '25 m', '25 m'),
        lt('100 m', '100 m', '100 m', '100 m'),
      ),
      q(
        lt(
          'Em que modalidade se usa a espada?',
          'In which sport is the épée used?',
          '¿En qué deporte se usa la espada?',
          'Şpaqa hansı idman növündə istifadə olunur?',
        ),
        lt('Esgrima', 'Fencing', 'Esgrima', 'Qılıncoynatma'),
        lt('Tiro com arco', 'Archery', 'Tiro con arco', 'Oxatma'),
        lt('Taekwondo', 'Taekwondo', 'Taekwondo', 'Taekvondo'),
      ),
      q(
        lt(
          'Quantos pontos vale um pontapé à cabeça no taekwondo?',
          'How many points is a head kick worth in taekwondo?',
          '¿Cuántos puntos vale una patada a la cabeza en taekwondo?',
          'Taekvondoda başa təpik neçə xal gətirir?',
        ),
        lt('3', '3', '3', '3'),
        lt('1', '1', '1', '1'),
        lt('2', '2', '2', '2'),
        lt('5', '5', '5', '5'),
      ),
    ],
  },
  {
    title: lt(
      'Jogo limpo e desporto seguro',
      'Fair play and safe sport',
      'Juego limpio y deporte seguro',
      'Ədalətli oyun və təhlükəsiz idman',
    ),
    author: 'Comissão de Atletas',
    minutes: 2,
    questions: [
      q(
        lt(
          'O que fazer se vires um atleta a ser intimidado?',
          'What should you do if you see an athlete being bullied?',
          '¿Qué debes hacer si ves que acosan a un atleta?',
          'Bir idmançıya zorakılıq edildiyini görsəniz nə etməlisiniz?',
        ),
        lt(
          'Avisar um responsável de proteção',
          'Tell a safeguarding officer',
          'Avisar a un responsable de protección',
          'Müdafiə üzrə məsul şəxsə xəbər vermək',
        ),
        lt('Ignorar', 'Ignore it', 'Ignorarlo', 'Əhəmiyyət verməmək'),
        lt('Publicar nas redes sociais', 'Post it online', 'Publicarlo en redes sociales', 'Sosial şəbəkədə paylaşmaq'),
      ),
      q(
        lt(
          'Quem é responsável pelo que entra no corpo de um atleta, segundo as regras antidopagem?',
          'Under the anti-doping rules, who is responsible for what goes into an athlete’s body?',
          'Según las reglas antidopaje, ¿quién es responsable de lo que entra en el cuerpo de un atleta?',
          'Antidopinq qaydalarına görə idmançının orqanizminə daxil olanlara kim cavabdehdir?',
        ),
        lt('O próprio atleta', 'The athlete', 'El propio atleta', 'İdmançının özü'),
        lt('Apenas o treinador', 'Only the coach', 'Solo el entrenador', 'Yalnız məşqçi'),
        lt('Apenas o médico', 'Only the doctor', 'Solo el médico', 'Yalnız həkim'),
      ),
      q(
        lt(
          'O que significa jogo limpo?',
          'What does fair play mean?',
          '¿Qué significa juego limpio?',
          'Ədalətli oyun nə deməkdir?',
        ),
        lt(
          'Respeitar regras, adversários e árbitros',
          'Respecting rules, opponents and officials',
          'Respetar reglas, rivales y árbitros',
          'Qaydalara, rəqiblərə və hakimlərə hörmət',
        ),
        lt(
          'Ganhar a qualquer custo',
          'Winning at any cost',
          'Ganar a cualquier precio',
          'Nəyin bahasına olursa olsun qalib gəlmək',
        ),
        lt('Jogar só com amigos', 'Only playing with friends', 'Jugar solo con amigos', 'Yalnız dostlarla oynamaq'),
      ),
      q(
        lt(
          'Que organização lidera a luta mundial contra a dopagem?',
          'Which organisation leads the worldwide fight against doping?',
          '¿Qué organización lidera la lucha mundial contra el dopaje?',
          'Dopinqə qarşı qlobal mübarizəyə hansı təşkilat rəhbərlik edir?',
        ),
        lt('AMA (WADA)', 'WADA', 'AMA (WADA)', 'ÜADA (WADA)'),
        lt('FIFA', 'FIFA', 'FIFA', 'FİFA'),
        lt('NBA', 'NBA', 'NBA', 'NBA'),
      ),
    ],
  },
  {
    title: lt(
      'História dos Jogos da Juventude',
      'Youth Games history',
      'Historia de los Juegos de la Juventud',
      'Gənclər Oyunlarının tarixi',
    ),
    author: 'Museu do Desporto',
    minutes: 3,
    questions: [
      q(
        lt(
          'Em que cidade se realizaram os primeiros Jogos Olímpicos da Juventude, em 2010?',
          'Which city hosted the first Youth Olympic Games in 2010?',
          '¿Qué ciudad organizó los primeros Juegos Olímpicos de la Juventud en 2010?',
          '2010-cu ildə ilk Gənclər Olimpiya Oyunları hansı şəhərdə keçirilib?',
        ),
        lt('Singapura', 'Singapore', 'Singapur', 'Sinqapur'),
        lt('Nanquim', 'Nanjing', 'Nankín', 'Nankin'),
        lt('Buenos Aires', 'Buenos Aires', 'Buenos Aires', 'Buenos-Ayres'),
      ),
      q(
        lt(
          'Que país organizou os Jogos Olímpicos da Juventude de verão de 2018?',
          'Which country hosted the 2018 Summer Youth Olympic Games?',
          '¿Qué país organizó los Juegos Olímpicos de la Juventud de verano de 2018?',
          '2018-ci il Yay Gənclər Olimpiya Oyunlarına hansı ölkə ev sahibliyi edib?',
        ),
        lt('Argentina', 'Argentina', 'Argentina', 'Argentina'),
        lt('China', 'China', 'China', 'Çin'),
        lt('Senegal', 'Senegal', 'Senegal', 'Seneqal'),
      ),
      q(
        lt(
          'Quantas modalidades tem o programa destes Jogos?',
          'How many disciplines are on the programme of these Games?',
          '¿Cuántas disciplinas tiene el programa de estos Juegos?',
          'Bu Oyunların proqramında neçə idman növü var?',
        ),
        lt('18', '18', '18', '18'),
        lt('12', '12', '12', '12'),
        lt('24', '24', '24', '24'),
      ),
      q(
        lt(
          'Que divisão reúne os atletas mais novos (12 e 13 anos)?',
          'Which division brings together the youngest athletes (aged 12 and 13)?',
          '¿Qué división reúne a los atletas más jóvenes (12 y 13 años)?',
          'Ən gənc idmançılar (12 və 13 yaş) hansı divizionda yarışır?',
        ),
        lt('1.ª Divisão', '1st Division', '1.ª División', '1-ci divizion'),
        lt('2.ª Divisão', '2nd Division', '2.ª División', '2-ci divizion'),
        lt('3.ª Divisão', '3rd Division', '3.ª División', '3-cü divizion'),
      ),
      q(
        lt(
          'Qual destas modalidades é disputada em águas abertas?',
          'Which of these disciplines takes place in open water?',
          '¿Cuál de estas disciplinas se disputa en aguas abiertas?',
          'Bu idman növlərindən hansı açıq suda keçirilir?',
        ),
        lt('Maratona aquática', 'Marathon swimming', 'Aguas abiertas', 'Açıq suda üzgüçülük'),
        lt('Ginástica rítmica', 'Rhythmic gymnastics', 'Gimnasia rítmica', 'Bədii gimnastika'),
        lt('Badminton', 'Badminton', 'Bádminton', 'Badminton'),
      ),
    ],
  },
  {
    title: lt(
      'Volta ao mundo das delegações',
      'Around the world of the delegations',
      'La vuelta al mundo de las delegaciones',
      'Nümayəndə heyətləri ilə dünya səyahəti',
    ),
    author: 'Equipa Podium',
    minutes: 5,
    questions: [
      q(
        lt(
          'Qual é a capital do Azerbaijão?',
          'What is the capital of Azerbaijan?',
          '¿Cuál es la capital de Azerbaiyán?',
          'Azərbaycanın paytaxtı hansı şəhərdir?',
        ),
        lt('Baku', 'Baku', 'Bakú', 'Bakı'),
        lt('Tbilisi', 'Tbilisi', 'Tiflis', 'Tbilisi'),
        lt('Ancara', 'Ankara', 'Ankara', 'Ankara'),
      ),
      q(
        lt(
          'O Quénia é famoso pelos campeões de que prova?',
          'Kenya is famous for champions in which event?',
          'Kenia es famosa por sus campeones en qué prueba?',
          'Keniya hansı yarış növündə çempionları ilə məşhurdur?',
        ),
        lt('Corridas de fundo', 'Long-distance running', 'Carreras de fondo', 'Uzun məsafəyə qaçış'),
        lt('Esgrima', 'Fencing', 'Esgrima', 'Qılıncoynatma'),
        lt('Ginástica artística', 'Artistic gymnastics', 'Gimnasia artística', 'İdman gimnastikası'),
      ),
      q(
        lt(
          'A que país pertence o código olímpico POR?',
          'Which country has the Olympic code POR?',
          '¿A qué país corresponde el código olímpico POR?',
          'POR olimpiya kodu hansı ölkəyə aiddir?',
        ),
        lt('Portugal', 'Portugal', 'Portugal', 'Portuqaliya'),
        lt('Porto Rico', 'Puerto Rico', 'Puerto Rico', 'Puerto-Riko'),
        lt('Polónia', 'Poland', 'Polonia', 'Polşa'),
      ),
      q(
        lt(
          'Em que continente fica Cabo Verde?',
          'On which continent is Cabo Verde?',
          '¿En qué continente está Cabo Verde?',
          'Kabo-Verde hansı qitədədir?',
        ),
        lt('África', 'Africa', 'África', 'Afrika'),
        lt('Europa', 'Europe', 'Europa', 'Avropa'),
        lt('América do Sul', 'South America', 'América del Sur', 'Cənubi Amerika'),
      ),
    ],
  },
]

const IDS = ['a', 'b', 'c', 'd']

export function triviaRows(calendar: Calendar, rng: Rng) {
  const quizzes: (typeof trivia.$inferInsert)[] = []
  const questions: (typeof triviaQuestions.$inferInsert)[] = []
  QUIZZES.forEach((quiz, i) => {
    const id = i + 1
    quizzes.push({
      id,
      titles: quiz.title,
      author: quiz.author,
      timeLimitMinutes: quiz.minutes,
      qrCode: `podium-trivia-${id}`,
      pointsPerCorrect: 100,
      active: true,
      opensAt: calendar.at(1, 8 * 60),
      closesAt: calendar.at(10, 22 * 60),
    })
    quiz.questions.forEach((question, position) => {
      const order = rng.shuffle(question.answers.map((texts, k) => ({ texts, correct: k === 0 })))
      const answers = order.map((a, k) => ({ id: IDS[k] ?? String(k), texts: a.texts }))
      const correct = answers[order.findIndex((a) => a.correct)]
      questions.push({
        triviaId: id,
        position: position + 1,
        prompts: question.prompt,
        answers,
        correctAnswerId: correct?.id ?? 'a',
      })
    })
  })
  return { quizzes, questions }
}
