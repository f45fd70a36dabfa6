// The landing pages' own script, inlined in <head> as written (the server hashes it for the CSP).
// It makes the page answer from the first paint without a framework: the header's hamburger and
// menu, the section links (84 px below the top, the hash follows), and Register, which shows the
// registration dialog's shell (RegistrationDialogShell.tsx) at once. The islands module
// (islands.ts, no framework) follows after the page has loaded and painted. The registration
// form's code is never fetched while the visitor only reads: it comes on the first sign that they
// want to register, all of it at once (one round trip on a slow network): fetched when a pointer
// comes over a Register control or the registration section nears the viewport, fetched and run
// on a press on, or focus in, a Register control.
// window.__forumLanding is what the islands share with it (islands/landingGlobal.ts).
(function () {
  var doc = document;
  var root = doc.documentElement;
  var config = doc.querySelector('script[data-islands]');
  // navigation/scrollToSection.ts's SCROLL_OFFSET_PX: the 64 px header and 20 px of air.
  var OFFSET = 84;
  var REGISTER = '[data-opens-registration], a[data-section="registration"]';
  // loadRegistration is the islands' (an entry module's exports do not survive the build).
  var landing = { registrationOpen: null, shell: null, closeShell: closeShell, prepareForm: prepareForm };
  window.__forumLanding = landing;

  /** The files the build lists in one of this element's attributes. */
  function files(name) {
    return ((config && config.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  function hint(rel, href, as) {
    var link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = '';
    doc.head.appendChild(link);
  }

  var islands = null;
  function loadIslands() {
    if (!islands && config) {
      var preload = files('data-preload');
      for (var i = 0; i < preload.length; i++) hint('modulepreload', preload[i]);
      islands = import(config.getAttribute('data-islands')).catch(function (error) {
        islands = null;
        throw error;
      });
    }
    return islands || Promise.reject(new Error('no islands on this page'));
  }

  // The form's modules and stylesheet, fetched (not run) in parallel. Once per page: a fetch that
  // failed is made again by the import that needs it.
  var formFetched = false;
  function fetchForm() {
    if (formFetched || !config) return;
    formFetched = true;
    var modules = files('data-form');
    for (var i = 0; i < modules.length; i++) hint('modulepreload', modules[i]);
    var styles = files('data-form-css');
    for (var j = 0; j < styles.length; j++) hint('preload', styles[j], 'style');
  }

  /** The form's code, fetched at once and run in small steps; settles when the form can be shown. */
  function prepareForm() {
    fetchForm();
    return loadIslands().then(function () {
      return landing.loadRegistration();
    });
  }

  function menuToggle() {
    return doc.querySelector('[data-menu-toggle]');
  }
  function menuIsOpen() {
    var toggle = menuToggle();
    return !!toggle && toggle.getAttribute('aria-expanded') === 'true';
  }
  function setMenu(open) {
    var toggle = menuToggle();
    var menu = doc.getElementById(toggle ? toggle.getAttribute('aria-controls') : '');
    if (!toggle || !menu) return;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('is-open', open);
  }

  function scrollToSection(id, smooth) {
    var target = doc.getElementById(id);
    if (!target) return false;
    var top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - OFFSET);
    var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: top, behavior: smooth && !reduced ? 'smooth' : 'auto' });
    history.replaceState(history.state, '', '#' + id);
    // Keyboard and screen-reader users continue from the section they chose.
    target.focus({ preventScroll: true });
    return true;
  }

  function openRegistrationModal(opener) {
    window.dispatchEvent(new CustomEvent('openRegistrationModal', { detail: { opener: opener } }));
  }

  doc.addEventListener('click', function (event) {
    var target = event.target;
    if (event.defaultPrevented || !target || !target.closest) return;
    if (target.closest('[data-menu-toggle]')) {
      setMenu(!menuIsOpen());
      return;
    }
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = target.closest('a[data-section]');
    if (link) {
      var id = link.getAttribute('data-section');
      var opensDialog = id === 'registration' && landing.registrationOpen !== false;
      // The folded menu closes, so focus returns to the hamburger that showed it.
      var opener = menuIsOpen() && link.closest('.site-menu') ? menuToggle() : link;
      // Behind the dialog a smooth scroll is not seen, and it must be over when the dialog's
      // history entry is added: Back returns to the position saved then.
      if (scrollToSection(id, !opensDialog)) event.preventDefault();
      setMenu(false);
      if (opensDialog) openRegistrationModal(opener);
      return;
    }
    var register = target.closest('[data-opens-registration]');
    if (register) openRegistrationModal(register);
    else if (target.closest('.site-menu a, .site-header__brand')) setMenu(false);
  });

  // Signs of wanting to register. A press or focus runs the form's code while the finger is still
  // down (through the shared object, so a test can hold the form back); a pointer passing over a
  // Register control only fetches it.
  function isRegister(event) {
    var target = event.target;
    return !!target && !!target.closest && !!target.closest(REGISTER);
  }
  function onIntent(event) {
    if (isRegister(event)) landing.prepareForm().catch(function () {});
  }
  doc.addEventListener('pointerdown', onIntent, true);
  doc.addEventListener('focusin', onIntent, true);
  doc.addEventListener(
    'pointerover',
    function (event) {
      if (isRegister(event)) fetchForm();
    },
    true,
  );
  // The registration section one screen away: a visitor scrolling there gets the form at once.
  // (This script runs in <head>, before the section is parsed.)
  function watchRegistrationSection() {
    var section = doc.getElementById('registration');
    if (!section || !window.IntersectionObserver) return;
    var nearing = new IntersectionObserver(
      function (entries) {
        if (!entries[0].isIntersecting || landing.registrationOpen === false) return;
        nearing.disconnect();
        fetchForm();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    nearing.observe(section);
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watchRegistrationSection);
  else watchRegistrationSection();

  // The dialog's shell, until the form's dialog takes its place (RegistrationHost).
  window.addEventListener('openRegistrationModal', function (event) {
    var detail = event.detail;
    var active = doc.activeElement;
    openShell((detail && detail.opener) || (active !== doc.body ? active : null));
  });

  function openShell(opener) {
    var template = doc.getElementById('registration-dialog-shell');
    // Once open, the form's dialog is in charge (it is the page's only other overlay).
    if (landing.shell || !template || doc.querySelector('body > .reg-overlay')) return;
    var overlay = template.content.firstElementChild.cloneNode(true);
    var dialog = overlay.firstElementChild;
    // Shared: the form's dialog may take the shell's place between the press and the release.
    var shell = { dialog: dialog, opener: opener, pressedOnOverlay: false };
    overlay.addEventListener('mousedown', function (event) {
      shell.pressedOnOverlay = event.target === overlay;
    });
    overlay.addEventListener('click', function (event) {
      if (shell.pressedOnOverlay && event.target === overlay) closeShell();
      shell.pressedOnOverlay = false;
    });
    overlay.querySelector('[data-shell-close]').addEventListener('click', function () {
      closeShell();
    });
    landing.shell = shell;
    root.classList.add('reg-shell-open');
    doc.body.appendChild(overlay);
    dialog.focus();
    // Through the shared object, so a test can hold the form back.
    landing.prepareForm().catch(function () {
      if (landing.shell && landing.shell.dialog === dialog) loadFailed(template.getAttribute('data-load-failed'));
    });
  }

  /** `handOff`: the form's dialog has taken its place (focus stays where that dialog put it). */
  function closeShell(handOff) {
    var shell = landing.shell;
    if (!shell) return;
    landing.shell = null;
    shell.dialog.parentNode.remove();
    root.classList.remove('reg-shell-open');
    if (!handOff && shell.opener && shell.opener.isConnected) shell.opener.focus();
  }

  function loadFailed(text) {
    closeShell();
    var notice = doc.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.className = 'reg-host-notice';
    notice.textContent = text;
    doc.body.appendChild(notice);
    setTimeout(function () {
      notice.remove();
    }, 8000);
  }

  doc.addEventListener('keydown', function (event) {
    var shell = landing.shell;
    if (event.key === 'Escape' && !event.isComposing) {
      if (shell) {
        event.preventDefault();
        closeShell();
      } else if (menuIsOpen()) {
        setMenu(false);
        menuToggle().focus();
      }
    } else if (event.key === 'Tab' && shell) {
      // The close button is the shell's one control: Tab and Shift+Tab stay on it.
      event.preventDefault();
      shell.dialog.querySelector('[data-shell-close]').focus();
    }
  });

  // Focus that leaves the shell (a click behind it) comes back, unless the form's dialog takes it.
  doc.addEventListener('focusin', function (event) {
    var shell = landing.shell;
    var target = event.target;
    if (shell && target.closest && !target.closest('[role="dialog"]')) shell.dialog.focus();
  });

  // The islands load once the page has loaded and painted its largest content, so they never
  // compete with that paint.
  var loaded = doc.readyState === 'complete';
  var painted = false;
  function startWhenReady() {
    if (loaded && painted)
      setTimeout(function () {
        loadIslands().catch(function () {});
      }, 0);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') >= 0) {
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      painted = true;
      startWhenReady();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    (window.requestAnimationFrame || setTimeout)(function () {
      setTimeout(function () {
        painted = true;
        startWhenReady();
      }, 0);
    });
  }
  if (!loaded) {
    window.addEventListener('load', function () {
      loaded = true;
      startWhenReady();
    });
  } else startWhenReady();
})();
