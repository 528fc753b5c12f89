/**
 * Name pools by language region, so athletes' names fit their delegation. Invented combinations of common names;
 * Asian names are romanised the way results sheets print them.
 */

export type NameRegion =
  | 'lusophone'
  | 'hispanic'
  | 'english'
  | 'french'
  | 'german'
  | 'dutch'
  | 'italian'
  | 'polish'
  | 'ukrainian'
  | 'turkish'
  | 'azerbaijani'
  | 'georgian'
  | 'central-asian'
  | 'japanese'
  | 'korean'
  | 'chinese'
  | 'indian'
  | 'arabic'
  | 'east-african'
  | 'west-african'
  | 'southern-african'

export interface NamePool {
  men: readonly string[]
  women: readonly string[]
  family: readonly string[]
  /** Family names that take a feminine form (Polish -ski/-ska, Azerbaijani -ov/-ova …). */
  feminine?: (family: string) => string
  /** How schools are named; {city}, {person} (given + family) and {family} are filled in. */
  schools: readonly string[]
}

const w = (text: string) => text.split(' ')
/** For lists whose entries contain spaces ("de Jong", "El Sayed"). */
const bar = (text: string) => text.split('|')

export const NAME_POOLS: Record<NameRegion, NamePool> = {
  lusophone: {
    men: w(
      'João Pedro Lucas Gabriel Matheus Rafael Gustavo Felipe Thiago Bruno Diogo Tiago Rodrigo Miguel Davi Enzo Caio Vinícius André Leonardo',
    ),
    women: w(
      'Ana Beatriz Mariana Júlia Larissa Camila Letícia Isabela Fernanda Carolina Inês Sofia Maria Lara Raquel Yasmin Giovana Luana Bianca Clara',
    ),
    family: w(
      'Silva Santos Oliveira Souza Pereira Costa Rodrigues Almeida Nascimento Lima Araújo Ferreira Carvalho Gomes Martins Ribeiro Barbosa Rocha Teixeira Moreira Cardoso Mendes Lopes Correia Monteiro',
    ),
    schools: [
      'Escola Estadual {person}',
      'Colégio Municipal {person}',
      'Escola Secundária de {city}',
      'Colégio {family}',
      'Instituto Federal de {city}',
    ],
  },
  hispanic: {
    men: w(
      'Mateo Santiago Sebastián Matías Nicolás Diego Alejandro Tomás Joaquín Martín Lucas Emiliano Daniel Andrés Gabriel Benjamín Felipe Juan Pablo Ignacio',
    ),
    women: w(
      'Sofía Valentina Isabella Camila Valeria Martina Lucía Daniela Mariana Gabriela Victoria Paula Renata Florencia Catalina Ximena Antonella Julieta Elena Carla',
    ),
    family: w(
      'García Rodríguez Martínez López González Hernández Pérez Sánchez Ramírez Torres Flores Rivera Gómez Díaz Morales Reyes Castro Ortiz Rojas Vargas Mendoza Herrera Medina Aguilar Romero',
    ),
    schools: [
      'Colegio {person}',
      'Instituto {person}',
      'Liceo N.º 3 de {city}',
      'Colegio Nacional de {city}',
      'IES {person}',
    ],
  },
  english: {
    men: w(
      'Oliver Jack Harry Noah Liam Ethan James William Lucas Mason Logan Henry Samuel Benjamin Daniel Ryan Nathan Owen Tyler Connor',
    ),
    women: w(
      'Olivia Emma Ava Charlotte Sophia Amelia Isla Mia Grace Chloe Lily Ella Ruby Emily Harper Zoe Hannah Abigail Madison Evie',
    ),
    family: w(
      'Smith Johnson Williams Brown Jones Miller Davis Wilson Taylor Anderson Thomas Moore Martin Thompson White Clarke Walker Hall Young King Wright Scott Green Baker Mitchell',
    ),
    schools: [
      '{city} High School',
      '{family} Academy',
      '{city} Grammar School',
      '{family} Park College',
      '{city} Secondary College',
    ],
  },
  french: {
    men: w(
      'Lucas Hugo Louis Gabriel Arthur Jules Raphaël Léo Nathan Théo Tom Maël Enzo Mathis Noé Baptiste Antoine Clément Maxime Victor',
    ),
    women: w(
      'Emma Léa Chloé Manon Camille Inès Jade Louise Zoé Lina Alice Juliette Clara Anaïs Margaux Léna Mathilde Sarah Élise Romane',
    ),
    family: w(
      'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard Bonnet Dupont Lambert',
    ),
    schools: [
      'Lycée {person}',
      'Collège {person}',
      'Lycée Sportif de {city}',
      'Collège Jean-Moulin de {city}',
      'Lycée International de {city}',
    ],
  },
  german: {
    men: w(
      'Lukas Leon Finn Jonas Paul Elias Felix Maximilian Noah Luis Ben Tim Jan Niklas Moritz Jakob David Tobias Fabian Simon',
    ),
    women: w(
      'Anna Lena Lea Hanna Emilia Mia Sophie Marie Laura Lina Emma Clara Johanna Paula Greta Leonie Amelie Julia Nele Katharina',
    ),
    family: w(
      'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Hofmann Krüger Hartmann Lange Huber',
    ),
    schools: [
      '{person}-Gymnasium',
      'Sportgymnasium {city}',
      'Realschule {city}',
      'Gesamtschule {city}-Mitte',
      'Eliteschule des Sports {city}',
    ],
  },
  dutch: {
    men: w(
      'Daan Sem Lucas Levi Finn Milan Jesse Thijs Bram Luuk Noah Ruben Stijn Thomas Lars Sven Tijn Jens Niels Wout',
    ),
    women: w(
      'Emma Julia Sophie Tess Fenna Anna Zoë Sara Lotte Eva Noor Lieke Femke Isa Nina Maud Sanne Fleur Iris Jasmijn',
    ),
    family: bar(
      'de Jong|Jansen|de Vries|van den Berg|van Dijk|Bakker|Janssen|Visser|Smit|Meijer|de Boer|Mulder|de Groot|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|Peeters|Maes|Claes|Willems|Goossens',
    ),
    schools: [
      '{person} College',
      'Topsportschool {city}',
      'Stedelijk Gymnasium {city}',
      'Koninklijk Atheneum {city}',
      'Sint-Jozefscollege {city}',
    ],
  },
  italian: {
    men: w(
      'Leonardo Francesco Alessandro Lorenzo Mattia Andrea Gabriele Riccardo Tommaso Edoardo Matteo Giuseppe Nicolò Antonio Federico Diego Davide Giovanni Pietro Filippo',
    ),
    women: w(
      'Sofia Giulia Aurora Alice Ginevra Emma Giorgia Beatrice Greta Martina Chiara Anna Sara Francesca Vittoria Noemi Elena Bianca Ludovica Camilla',
    ),
    family: w(
      'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi',
    ),
    schools: [
      'Liceo Scientifico {person}',
      'Liceo Sportivo di {city}',
      'Istituto Tecnico {person}',
      'Liceo Classico {person}',
      'Istituto Comprensivo {city} 2',
    ],
  },
  polish: {
    men: w(
      'Jakub Antoni Szymon Jan Filip Franciszek Aleksander Mikołaj Wojciech Kacper Adam Michał Marcel Stanisław Wiktor Piotr Igor Bartosz Kamil Łukasz',
    ),
    women: w(
      'Zuzanna Julia Maja Zofia Hanna Lena Alicja Maria Amelia Oliwia Natalia Wiktoria Aleksandra Emilia Pola Marta Karolina Kinga Weronika Agata',
    ),
    family: w(
      'Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Pawłowski Michalski',
    ),
    feminine: (f) => (f.endsWith('ski') || f.endsWith('cki') ? `${f.slice(0, -1)}a` : f),
    schools: [
      'Liceum Ogólnokształcące nr 4, {city}',
      'Szkoła Mistrzostwa Sportowego, {city}',
      'Zespół Szkół Sportowych nr 2, {city}',
      'Liceum im. {person}, {city}',
    ],
  },
  ukrainian: {
    men: w(
      'Oleksandr Andrii Dmytro Maksym Artem Mykola Bohdan Danylo Ivan Yurii Taras Vladyslav Nazar Denys Oleh Roman Serhii Vitalii Yaroslav Kyrylo',
    ),
    women: w(
      'Anastasiia Sofiia Mariia Daryna Anna Yuliia Kateryna Viktoriia Oleksandra Polina Veronika Alina Khrystyna Iryna Olena Solomiia Diana Zlata Vira Nadiia',
    ),
    family: w(
      'Shevchenko Kovalenko Bondarenko Tkachenko Kravchenko Oliinyk Shevchuk Koval Polishchuk Bondar Tkachuk Moroz Marchenko Lysenko Rudenko Savchenko Petrenko Klymenko Pavlenko Melnyk',
    ),
    schools: [
      'Lyceum No. 5, {city}',
      'Sports Lyceum of {city}',
      '{family} Gymnasium, {city}',
      'Specialised School No. 12, {city}',
    ],
  },
  turkish: {
    men: w(
      'Yusuf Eymen Mustafa Emir Ömer Ahmet Mehmet Kerem Efe Burak Can Arda Berk Deniz Emre Kaan Mert Onur Serkan Yiğit',
    ),
    women: w(
      'Zeynep Elif Defne Ecrin Eylül Azra Nehir Ela Asya Duru Ceren Selin İrem Melis Buse Ayşe Büşra Damla Gizem Derya',
    ),
    family: w(
      'Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara Koç Kurt Özkan Şimşek',
    ),
    schools: ['{city} Spor Lisesi', '{person} Anadolu Lisesi', '{city} Fen Lisesi', '{person} Ortaokulu'],
  },
  azerbaijani: {
    men: w(
      'Əli Hüseyn Murad Rauf Tural Orxan Elvin Nihad Kənan Ramil Fuad Ülvi Emin Səbuhi Rəşad Nicat Toğrul Cavid Vüsal Fərid',
    ),
    women: w(
      'Aysel Leyla Nərmin Günay Səbinə Aynur Fidan Lalə Gülnar Nigar Ülviyyə Şəbnəm Zəhra Aytən Nurlana Ləman Səidə Könül Türkan Sevinc',
    ),
    family: w(
      'Məmmədov Əliyev Həsənov Hüseynov Quliyev İsmayılov Abbasov Rzayev Kərimov Cəfərov Bağırov Nəsirov Orucov Səfərov Mustafayev Qasımov Vəliyev Babayev Əhmədov Hacıyev',
    ),
    feminine: (f) => (f.endsWith('ov') || f.endsWith('ev') || f.endsWith('yev') ? `${f}a` : f),
    schools: [
      '{city} şəhəri 6 nömrəli məktəb',
      '{person} adına lisey',
      '{city} İdman Liseyi',
      '{city} şəhəri 132 nömrəli məktəb',
    ],
  },
  georgian: {
    men: w(
      'Giorgi Luka Davit Nikoloz Saba Lasha Irakli Levan Giga Tornike Zurab Mikheil Aleksandre Sandro Tamaz Beka Nika Otar Vakhtang Gela',
    ),
    women: w(
      'Nino Mariam Ana Salome Elene Tamar Ketevan Nutsa Barbare Sopio Ekaterine Lika Natia Mariami Tekle Anano Keti Maka Eka Teona',
    ),
    family: w(
      'Beridze Kapanadze Gelashvili Maisuradze Giorgadze Lomidze Tsiklauri Bolkvadze Kvaratskhelia Nozadze Khutsishvili Abashidze Mikadze Chikhladze Kiknadze Gogoladze Jorbenadze Tsertsvadze Dolidze Meladze',
    ),
    schools: [
      'Public School No. 51, {city}',
      '{family} Lyceum, {city}',
      '{city} Sports School',
      'Public School No. 7, {city}',
    ],
  },
  'central-asian': {
    men: w(
      'Alikhan Nursultan Timur Daniyar Arman Yerlan Rustam Sardor Jasur Bekzod Aziz Dilshod Sanjar Otabek Askar Azamat Ilyas Damir Erlan Amir',
    ),
    women: w(
      'Aruzhan Aigerim Dana Madina Kamila Zarina Dilnoza Malika Sabina Nilufar Aizhan Asel Gulnara Saule Zhanna Laylo Mohira Shahnoza Togzhan Ayana',
    ),
    family: w(
      'Nurmagambetov Abdullayev Karimov Tursunov Rakhimov Yusupov Akhmetov Serikbayev Zhakupov Ismoilov Kasymov Suleimenov Bekov Omarov Mirzayev Aliyev Sadykov Kenzhebekov Ergashev Rashidov',
    ),
    feminine: (f) => (f.endsWith('ov') || f.endsWith('ev') ? `${f}a` : f),
    schools: [
      'School-Lyceum No. 8, {city}',
      '{city} Specialised Sports Boarding School',
      'Nazarbayev Intellectual School, {city}',
      'Presidential School, {city}',
    ],
  },
  japanese: {
    men: w(
      'Haruto Sota Yuto Riku Hinata Minato Ren Sora Daiki Kaito Takumi Yuma Kenta Shota Ryota Haruki Kota Yamato Sho Itsuki',
    ),
    women: w(
      'Yui Hina Mei Sakura Aoi Rin Yuna Mio Koharu Hana Saki Miyu Nanami Akari Riko Yuka Ayaka Haruka Mana Honoka',
    ),
    family: w(
      'Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Mori',
    ),
    schools: [
      '{city} Municipal High School',
      '{city} Sports Academy High School',
      '{family} Gakuen',
      '{city} Nishi Junior High School',
    ],
  },
  korean: {
    men: w(
      'Minjun Seojun Doyun Yejun Siwoo Juwon Hajun Jiho Junseo Jihun Hyunwoo Donghyun Seungmin Taeyang Jaehyun Sungmin Woojin Jihwan Minho Kyungsoo',
    ),
    women: w(
      'Seoyeon Seoyun Jiwoo Seohyun Minseo Hayoon Jiyu Chaewon Jimin Subin Yuna Dahyun Soyeon Eunji Hyejin Nayeon Yerin Sumin Jiwon Haeun',
    ),
    family: w('Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon Hwang Ahn Song Yoo Hong'),
    schools: [
      '{city} Physical Education High School',
      '{city} Middle School No. 3',
      '{city} Jungang High School',
      '{city} Sports Science High School',
    ],
  },
  chinese: {
    men: w(
      'Wei Hao Yichen Zihan Haoran Yuxuan Junjie Zhiwei Jiahao Tianyi Minghao Zhengyang Bowen Kaiwen Ruilin Xinyu Jialin Yifan Chenxi Zeyu',
    ),
    women: w(
      'Xinyi Yutong Zixuan Yuxin Jiayi Mengyao Shiyu Yiran Ruoxi Xiaoxue Wenjing Siqi Jingyi Yuqing Huiying Lijuan Meiling Xiaotong Yanan Qiqi',
    ),
    family: w('Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo'),
    schools: [
      '{city} No. 2 Middle School',
      '{city} Sports School',
      '{city} Experimental High School',
      '{city} Foreign Languages School',
    ],
  },
  indian: {
    men: w(
      'Aarav Vivaan Aditya Arjun Sai Reyansh Krishna Ishaan Rohan Kabir Aryan Dhruv Yash Karan Rahul Ankit Nikhil Siddharth Harsh Manav',
    ),
    women: w(
      'Aadhya Ananya Diya Saanvi Pari Aarohi Myra Isha Kavya Riya Priya Sneha Tanvi Meera Pooja Nisha Shreya Anjali Ishita Lakshmi',
    ),
    family: w(
      'Sharma Verma Gupta Singh Kumar Patel Reddy Nair Iyer Rao Mehta Joshi Desai Chopra Kapoor Malhotra Bhatia Pillai Das Menon',
    ),
    schools: [
      'Kendriya Vidyalaya, {city}',
      'Delhi Public School, {city}',
      '{person} Memorial School, {city}',
      'Sports School, {city}',
    ],
  },
  arabic: {
    men: w(
      'Mohamed Ahmed Youssef Omar Ali Mahmoud Karim Amir Hamza Adam Khaled Mostafa Ibrahim Hassan Ayoub Anas Yassine Mehdi Zakaria Ilyas',
    ),
    women: w(
      'Mariam Nour Salma Farida Malak Jana Hana Yasmine Layla Aya Sara Rania Amina Khadija Habiba Imane Nada Hiba Lina Dounia',
    ),
    family: bar(
      'Hassan|Mahmoud|Ibrahim|Mostafa|Abdelrahman|El Sayed|Khalil|Saleh|Fathy|Nasser|Benali|Alaoui|Idrissi|Bennani|Tazi|El Amrani|Chraibi|Ouazzani|Haddad|Mansour|Saadi|Benjelloun|Rahmouni|Zaki|Farouk',
    ),
    schools: [
      '{person} Secondary School, {city}',
      'Lycée {person}, {city}',
      '{city} Language School',
      'Lycée Sportif de {city}',
    ],
  },
  'east-african': {
    men: w(
      'Brian Kevin Dennis Collins Emmanuel Felix Victor Amos Wycliffe Kipchoge Kiprono Kibet Cheruiyot Edwin Geoffrey Evans Ian Moses Samuel Nicholas',
    ),
    women: w(
      'Faith Mercy Joyce Beatrice Hellen Agnes Brigid Cynthia Diana Esther Gladys Irene Janet Lucy Naomi Purity Ruth Sharon Violet Winnie',
    ),
    family: w(
      'Kiprop Chebet Wanjiru Otieno Mutua Kamau Njoroge Ochieng Kiptoo Jepkosgei Wambui Mwangi Kimani Omondi Chepngetich Kosgei Rotich Korir Wafula Akinyi',
    ),
    schools: [
      '{city} High School',
      '{city} Girls’ Secondary School',
      '{city} Boys’ High School',
      '{family} Secondary School, {city}',
    ],
  },
  'west-african': {
    men: w(
      'Chinedu Emeka Oluwaseun Tunde Ifeanyi Chukwuemeka Ayodele Babatunde Obinna Segun Kelechi Uche Femi Adebayo Chidi David Samuel Daniel Tobi Yusuf',
    ),
    women: w(
      'Chiamaka Ngozi Adaeze Funmilayo Blessing Chioma Oluwatoyin Yetunde Amaka Temitope Favour Precious Adesuwa Ifeoma Zainab Bisola Kemi Esther Grace Nneka',
    ),
    family: w(
      'Okafor Adeyemi Okonkwo Balogun Eze Nwosu Adebayo Ogunleye Chukwu Ibrahim Bello Okeke Afolabi Olawale Nnamdi Obi Uchenna Oyelaran Ajayi Danjuma',
    ),
    schools: [
      'Federal Government College, {city}',
      '{family} Grammar School, {city}',
      'Government Secondary School, {city}',
      'Model College, {city}',
    ],
  },
  'southern-african': {
    men: w(
      'Thabo Sipho Lwazi Kagiso Tumelo Bongani Sibusiso Themba Lethabo Luan Ruan Jaden Kyle Tiaan Mandla Neo Karabo Junior Sandile Ethan',
    ),
    women: w(
      'Lerato Naledi Thandiwe Zanele Palesa Ayanda Nomvula Refilwe Amahle Boitumelo Lindiwe Kea Mia Chanté Anika Lisa Megan Jade Nandi Tumi',
    ),
    family: bar(
      'Nkosi|Dlamini|Khumalo|Mokoena|Ndlovu|Mahlangu|Mthembu|Zulu|Botha|van der Merwe|Pretorius|Naidoo|Molefe|Sithole|Mabaso|Ngcobo|Coetzee|du Plessis|Jacobs|Petersen',
    ),
    schools: ['{city} High School', 'Hoërskool {city}', '{family} College, {city}', '{city} Secondary School'],
  },
}
